// The filters dialog's sections in the design system's shape (ui's FilterSection): domain's dialog plan (which
// sections, which options, a link's explicit days) with the titles and preset labels of the messages.
import {
  DATE_PRESETS,
  EXPLICIT_DAYS_OPTION,
  dialogPlan,
  messages,
  type DialogSectionPlan,
  type Facets,
  type ProjectFilters,
  type ProjectStatusOption,
} from '@siipro/domain';
import type { FilterSection } from '@siipro/ui';

const titles = messages.filters.sections;

function section(plan: DialogSectionPlan): FilterSection {
  switch (plan.kind) {
    case 'choices':
      return {
        id: plan.id,
        title: titles[plan.id],
        type: 'multiple',
        options: plan.options.map((option) => ({ id: option.value, label: option.label })),
      };
    case 'range':
      return { id: plan.id, title: titles[plan.id], type: 'range', options: [] };
    case 'datePreset': {
      const presets = DATE_PRESETS.map((preset) => ({ id: preset, label: messages.filters.presets[preset] }));
      const explicitDays = plan.explicitDays === null ? [] : [{ id: EXPLICIT_DAYS_OPTION, label: plan.explicitDays }];
      return { id: plan.id, title: titles[plan.date], type: 'single', options: [...explicitDays, ...presets] };
    }
  }
}

/** The dialog's sections for the current filters and facets. */
export function dialogSections(
  facets: Facets,
  filters: ProjectFilters,
  statuses: readonly ProjectStatusOption[] = [],
): FilterSection[] {
  return dialogPlan(facets, filters, statuses).map(section);
}

/** The ids of the sections, which is what domain's dialog mapping needs to know of them. */
export const sectionIds = (sections: readonly FilterSection[]): string[] => sections.map((s) => s.id);
