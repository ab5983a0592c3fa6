// Tenant administration as the API answers and accepts it (ARCHITECTURE.md §4 "Tenant administration", platform.md
// §2-§6): settings, domains, members and invitations, and the record of their changes. Exact types, camelCase, null
// for "no value". The request bodies are strict: an unknown field, a wrong type or a value out of range is a 400 with
// the Spanish text of the field. The API's OpenAPI document and the api-client's types come from these schemas.
// (tenant.ts and members.ts keep the lenient readers of older answers and of the device's storage.)
import { z } from 'zod/mini';
import { builtOnFirstUse, builtSchema } from '../shared/builtOnFirstUse.ts';
import { instant } from './answerFields.ts';
import { interpolate } from '../messages/interpolate.ts';
import { messages } from '../messages/messages.ts';
import { MAP_ZOOM_RANGE } from '../map/mapPosition.ts';
import { DEFAULT_INVITATION_ROLE, ROLES } from '../permissions/permissions.ts';
import { DOMAIN_EXAMPLE_HOST, DOMAIN_MAX_LENGTH, validateDomain } from '../validation/domain.ts';
import { validateInviteEmail } from '../validation/email.ts';
import { configJsonLimitError } from '../validation/configJson.ts';
import { INVITATION_STATUSES } from './members.ts';
import { projectListPaginationSchema } from './projectAnswer.ts';
import { TENANT_PLANS } from './tenant.ts';
import { editedName } from './editFields.ts';
import { OC4IDS_PREFIX_PATTERN } from '../public/oc4ids.ts';
import { PROJECT_STATUS_ROLES } from '../status/projectStatus.ts';

const settingsTexts = messages.settings.general.validation;
const publicTexts = messages.publicPortal.validation;
const domainTexts = messages.settings.domains.errors;
const memberTexts = messages.settings.members.errors;

const text = z.nullable(z.string());

// ——— Settings ———

/** GET /t/{slug}/settings and the answer of its PUT. */
export const tenantSettingsAnswerSchema = builtOnFirstUse(() =>
  z.object({
    name: z.string(),
    slug: z.string(),
    logo: text,
    siteUrl: text,
    plan: z.enum(TENANT_PLANS),
    defaultLanguage: z.string(),
    createdAt: instant,
    configJson: z.looseObject({}),
    publicPortal: z.boolean().check(z.meta({ description: 'Portal público: los proyectos publicados, sin sesión.' })),
    oc4idsPrefix: z
      .nullable(z.string())
      .check(z.meta({ description: 'Prefijo OC4IDS registrado (oc4ids-xxxxxx); nulo si no hay.' })),
  }),
);
export type TenantSettingsAnswer = z.infer<typeof tenantSettingsAnswerSchema>;

export const TENANT_NAME_MAX_LENGTH = 200;
export const TENANT_URL_MAX_LENGTH = 2000;
export const PROJECT_STATUS_TEXT_MAX_LENGTH = 100;

/** A logo or site URL: http(s), or null / "" to clear it. */
const optionalUrl = z
  .union([
    z.pipe(
      z.literal(''),
      z.transform(() => null),
    ),
    z.null(),
    z.pipe(
      z
        .string({ error: settingsTexts.urlInvalid })
        .check(z.trim(), z.maxLength(TENANT_URL_MAX_LENGTH, settingsTexts.urlInvalid)),
      z.url({ protocol: /^https?$/, error: settingsTexts.urlInvalid }),
    ),
  ])
  .check(z.meta({ description: 'URL http(s); null o "" la quita.' }));

const statusText = (required: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(PROJECT_STATUS_TEXT_MAX_LENGTH, required));

/** One status of configJson.projectStatus: value (what projects store) and label (what a person reads). */
export const projectStatusEntrySchema = builtOnFirstUse(() =>
  z.looseObject(
    {
      value: statusText(settingsTexts.projectStatusValue),
      label: statusText(settingsTexts.projectStatusLabel),
      // What the status means (issue 43): candidate, in execution (a commitment) or closed (never a candidate). It
      // replaced inExecution, which an old configuration may still carry and which still reads as execution.
      role: z.optional(z.enum(PROJECT_STATUS_ROLES, { error: settingsTexts.projectStatusRole })),
    },
    { error: settingsTexts.projectStatusList },
  ),
);

const latitude = z
  .number({ error: settingsTexts.mapLatitude })
  .check(z.gte(-90, settingsTexts.mapLatitude), z.lte(90, settingsTexts.mapLatitude));
const longitude = z
  .number({ error: settingsTexts.mapLongitude })
  .check(z.gte(-180, settingsTexts.mapLongitude), z.lte(180, settingsTexts.mapLongitude));
const zoomText = interpolate(settingsTexts.mapZoom, MAP_ZOOM_RANGE);

/**
 * The tenant's configuration as an admin saves it: a JSON object whose known sections are checked (projectStatus,
 * map) and whose other keys are kept as written.
 */
export const tenantConfigBodySchema = builtOnFirstUse(() =>
  z
    .looseObject(
      {
        projectStatus: z.optional(z.array(projectStatusEntrySchema, { error: settingsTexts.projectStatusList })),
        map: z.optional(
          z.looseObject(
            {
              center: z.optional(z.object({ lat: latitude, lng: longitude }, { error: settingsTexts.mapObject })),
              zoom: z.optional(
                z
                  .number({ error: zoomText })
                  .check(z.gte(MAP_ZOOM_RANGE.min, zoomText), z.lte(MAP_ZOOM_RANGE.max, zoomText)),
              ),
            },
            { error: settingsTexts.mapObject },
          ),
        ),
      },
      { error: settingsTexts.configObject },
    )
    .check(
      z.superRefine((config, context) => {
        const limit = configJsonLimitError(config);
        if (limit) {
          context.addIssue({ code: 'custom', path: [], message: limit });
          return;
        }
        // One name for the status list: the snake_case spelling was read but never checked (issue 46).
        if (Object.hasOwn(config, 'project_status')) {
          context.addIssue({ code: 'custom', path: ['project_status'], message: settingsTexts.projectStatusAlias });
        }
        const seen = new Set<string>();
        config.projectStatus?.forEach((status, index) => {
          if (seen.has(status.value)) {
            context.addIssue({
              code: 'custom',
              path: ['projectStatus', index, 'value'],
              message: interpolate(settingsTexts.projectStatusDuplicate, { value: status.value }),
            });
          }
          seen.add(status.value);
        });
      }),
    ),
);
export type TenantConfigBody = z.output<typeof tenantConfigBodySchema>;

/**
 * PUT /t/{slug}/settings: every field but slug and createdAt. A field left out keeps its value; configJson replaces
 * the whole configuration.
 */
export const tenantSettingsUpdateBodySchema = builtOnFirstUse(() =>
  z.partial(
    z.strictObject({
      name: editedName(settingsTexts, TENANT_NAME_MAX_LENGTH),
      logo: optionalUrl,
      siteUrl: optionalUrl,
      plan: z.enum(TENANT_PLANS, { error: settingsTexts.planInvalid }),
      defaultLanguage: z
        .string({ error: settingsTexts.languageInvalid })
        .check(z.trim(), z.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, settingsTexts.languageInvalid)),
      configJson: tenantConfigBodySchema,
      publicPortal: z.boolean({ error: publicTexts.publicPortalInvalid }),
      oc4idsPrefix: z
        .union([
          z.pipe(
            z.literal(''),
            z.transform(() => null),
          ),
          z.null(),
          z
            .string({ error: publicTexts.oc4idsPrefixInvalid })
            .check(z.trim(), z.toLowerCase(), z.regex(OC4IDS_PREFIX_PATTERN, publicTexts.oc4idsPrefixInvalid)),
        ])
        .check(z.meta({ description: 'oc4ids- y 6 letras minúsculas o números; null o "" lo quita.' })),
    }),
  ),
);
export type TenantSettingsUpdateBody = z.infer<typeof tenantSettingsUpdateBodySchema>;

// ——— Domains ———

export const tenantDomainAnswerSchema = builtOnFirstUse(() => z.object({ domain: z.string(), createdAt: instant }));
export type TenantDomainAnswer = z.infer<typeof tenantDomainAnswerSchema>;

/** GET /t/{slug}/domains. */
export const tenantDomainsAnswerSchema = builtOnFirstUse(() =>
  z.object({ domains: z.array(tenantDomainAnswerSchema) }),
);
export type TenantDomainsAnswer = z.infer<typeof tenantDomainsAnswerSchema>;

/** A domain as the API takes it (platform.md §5): trimmed, checked, lower-cased. */
export const domainNameSchema = builtOnFirstUse(() =>
  z.pipe(
    z
      .string({ error: interpolate(messages.validation.domainInvalid, { host: DOMAIN_EXAMPLE_HOST }) })
      .check(z.trim(), z.maxLength(DOMAIN_MAX_LENGTH, interpolate(domainTexts.tooLong, { max: DOMAIN_MAX_LENGTH }))),
    z.transform((value, payload) => {
      const result = validateDomain(value, DOMAIN_EXAMPLE_HOST);
      if (result.ok) return result.value;
      payload.issues.push({ code: 'custom', message: result.error, input: value });
      return z.NEVER;
    }),
  ),
);

/** POST /t/{slug}/domains. */
export const tenantDomainBodySchema = builtOnFirstUse(() => z.strictObject({ domain: domainNameSchema }));
export type TenantDomainBody = z.input<typeof tenantDomainBodySchema>;

// ——— Members and invitations ———

const role = z.enum(ROLES, { error: memberTexts.roleInvalid });

export const memberAnswerSchema = builtOnFirstUse(() =>
  z.object({
    uid: z.string().check(z.meta({ description: 'Id del usuario en SIIPRO (el de DELETE y PATCH …/members/{uid}).' })),
    name: z.string(),
    email: z.string(),
    avatarUrl: text,
    role: z.enum(ROLES),
    status: z.literal('active'),
  }),
);
export type MemberAnswer = z.infer<typeof memberAnswerSchema>;

export const invitationAnswerSchema = builtOnFirstUse(() =>
  z.object({
    invitationId: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    status: z
      .enum(INVITATION_STATUSES)
      .check(z.meta({ description: 'Estado a mostrar: una pendiente cuya fecha pasó es expired (platform.md §3).' })),
    expiresAt: instant,
    createdAt: instant,
    invitedBy: z.nullable(z.object({ name: z.string() })),
    link: z
      .nullable(z.string())
      .check(
        z.meta({ description: 'El enlace que el administrador puede copiar y enviar; null si ya no está pendiente.' }),
      ),
  }),
);
export type InvitationAnswer = z.infer<typeof invitationAnswerSchema>;

/** GET /t/{slug}/members: active members, and invitations newest first. */
export const membersAnswerSchema = builtOnFirstUse(() =>
  z.object({
    members: z.array(memberAnswerSchema),
    invitations: z.array(invitationAnswerSchema),
  }),
);
export type MembersAnswer = z.infer<typeof membersAnswerSchema>;

/**
 * GET /invitations/{token}: what the page an invitation's link opens may say — which tenant invites which e-mail with
 * what role, and whether the invitation still stands. Signing in with that e-mail is what accepts it.
 */
export const invitationLinkAnswerSchema = builtOnFirstUse(() =>
  z.object({
    tenantName: z.string(),
    tenantSlug: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    status: z.enum(INVITATION_STATUSES),
    expiresAt: instant,
  }),
);
export type InvitationLinkAnswer = z.infer<typeof invitationLinkAnswerSchema>;

/** POST /t/{slug}/members/invitations: e-mail (trimmed, lower-cased) and role (viewer by default). */
export const invitationCreateBodySchema = builtOnFirstUse(() =>
  z.strictObject({
    email: z.pipe(
      z.string({ error: messages.validation.emailRequired }),
      z.transform((value, payload) => {
        const result = validateInviteEmail(value);
        if (result.ok) return result.value;
        payload.issues.push({ code: 'custom', message: result.error, input: value });
        return z.NEVER;
      }),
    ),
    role: z._default(role, DEFAULT_INVITATION_ROLE),
  }),
);
export type InvitationCreateBody = z.input<typeof invitationCreateBodySchema>;

/** The answer of creating or resending an invitation: the invitation, and whether an e-mail went out. */
export const invitationSentAnswerSchema = builtOnFirstUse(() =>
  z.extend(builtSchema(invitationAnswerSchema), {
    emailSent: z
      .boolean()
      .check(z.meta({ description: 'true si se envió por correo (hay un servidor SMTP configurado).' })),
  }),
);
export type InvitationSentAnswer = z.infer<typeof invitationSentAnswerSchema>;

/** DELETE /t/{slug}/members/{uid}/sessions: how many of the person's sessions (sign-ins) were open and ended. */
export const memberSessionsEndedAnswerSchema = builtOnFirstUse(() =>
  z.object({
    uid: z.string(),
    endedSessions: z.number().check(z.int(), z.meta({ description: 'Sesiones abiertas que se cerraron.' })),
  }),
);
export type MemberSessionsEndedAnswer = z.infer<typeof memberSessionsEndedAnswerSchema>;

/** PATCH /t/{slug}/members/{uid}/role. */
export const memberRoleBodySchema = builtOnFirstUse(() => z.strictObject({ role }));
export type MemberRoleBody = z.infer<typeof memberRoleBodySchema>;

// ——— The record of changes ———

export const AUDIT_ACTIONS = [
  'settings.updated',
  'domain.added',
  'domain.removed',
  'invitation.created',
  'invitation.resent',
  'invitation.revoked',
  'invitation.accepted',
  'member.role_changed',
  'member.removed',
  'member.sessions_ended',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntryAnswerSchema = builtOnFirstUse(() =>
  z.object({
    auditId: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    target: text.check(
      z.meta({ description: 'Qué cambió: un dominio, un correo, el id de una invitación o de un usuario.' }),
    ),
    actor: z
      .nullable(z.object({ userId: text, name: z.string(), email: text }))
      .check(z.meta({ description: 'Quién hizo el cambio (copia de su nombre y correo en ese momento).' })),
    before: z.unknown().check(z.meta({ description: 'Los valores antes del cambio (null si no existían).' })),
    after: z.unknown().check(z.meta({ description: 'Los valores después del cambio (null si dejaron de existir).' })),
    createdAt: instant,
  }),
);
export type AuditEntryAnswer = z.infer<typeof auditEntryAnswerSchema>;

export const AUDIT_MAX_LIMIT = 100;
const auditLimitText = interpolate(messages.settings.audit.badLimit, { max: AUDIT_MAX_LIMIT });

/** The query of GET /t/{slug}/audit. */
export const auditListQuerySchema = builtOnFirstUse(() =>
  z.strictObject({
    page: z._default(
      z.coerce
        .number({ error: messages.settings.audit.badPage })
        .check(z.int(messages.settings.audit.badPage), z.gte(1, messages.settings.audit.badPage)),
      1,
    ),
    limit: z._default(
      z.coerce
        .number({ error: auditLimitText })
        .check(z.int(auditLimitText), z.gte(1, auditLimitText), z.lte(AUDIT_MAX_LIMIT, auditLimitText)),
      20,
    ),
  }),
);
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

/** GET /t/{slug}/audit: newest first. */
export const auditListAnswerSchema = builtOnFirstUse(() =>
  z.object({
    data: z.array(auditEntryAnswerSchema),
    pagination: projectListPaginationSchema,
  }),
);
export type AuditListAnswer = z.infer<typeof auditListAnswerSchema>;
