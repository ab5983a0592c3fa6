// Loads the browser's locale data off the main thread, tells the page, then ends (see domain's loadLocaleData).
import { loadLocaleData } from '@siipro/domain';

loadLocaleData();
self.postMessage('loaded');
self.close();
