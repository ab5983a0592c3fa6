// Every Spanish text a person sees — on the web and in what the API and the optimizer answer — in one catalogue,
// split by area (areas/*.ts) and joined here so `messages.<group>.<text>` reads the same everywhere. Texts quoted in
// spec/platform.md and spec/portfolio.md are copied exactly; the rest follow the same voice and register (tú, not
// voseo: register.test.ts). Placeholders in braces ({host}, {year}, …) are filled with `interpolate`.
import { commonMessages } from './areas/common.ts';
import { authMessages } from './areas/auth.ts';
import { tenantsMessages } from './areas/tenants.ts';
import { accountMessages } from './areas/account.ts';
import { dashboardMessages } from './areas/dashboard.ts';
import { organizationsMessages } from './areas/organizations.ts';
import { listsMessages } from './areas/lists.ts';
import { projectDetailMessages } from './areas/projectDetail.ts';
import { scoreMessages } from './areas/score.ts';
import { mapMessages } from './areas/map.ts';
import { optimizerMessages } from './areas/optimizer.ts';
import { validationMessages } from './areas/validation.ts';
import { errorsMessages } from './areas/errors.ts';
import { intakeMessages } from './areas/intake.ts';
import { operatorMessages } from './areas/operator.ts';
import { publicPortalMessages } from './areas/publicPortal.ts';

export const messages = {
  ...commonMessages,
  ...authMessages,
  ...tenantsMessages,
  ...accountMessages,
  ...dashboardMessages,
  ...organizationsMessages,
  ...listsMessages,
  ...projectDetailMessages,
  ...scoreMessages,
  ...mapMessages,
  ...optimizerMessages,
  ...validationMessages,
  ...errorsMessages,
  ...intakeMessages,
  ...operatorMessages,
  ...publicPortalMessages,
} as const;

export type Messages = typeof messages;
