// Loads the browser's locale data off the main thread, then ends (see domain's loadLocaleData).
import { loadLocaleData } from '@siipro/domain';

loadLocaleData();
self.close();
