import type { SystemStatus } from '@lotus/contract/system';

/**
 * The status the build draws the entry pages' frames with: a brand in its defaults (open,
 * Vietnamese, dark, Vietnam's time and dong), with no switch on and nothing configured. The frame
 * is on screen only until the site mounts, which it does with the brand's real status
 * (`mountSite`); what shows of this one is the product's name in the welcome (the header's logo
 * shows it anyway) and the line-detection page's service button, which says no channel is set.
 */
export const frameStatus: SystemStatus = {
  status: 0,
  brand: {
    code: 'lotus',
    name: 'Lotus',
    platform: 'WEB',
    merchant: '',
    lotteryType: '',
    defaultLanguage: 'vi',
    languages: ['vi', 'en'],
    defaultTheme: 'dark',
    timeZone: 'Asia/Ho_Chi_Minh',
    currency: 'VND',
  },
  maintenance: { enabled: false, message: null, endsAt: null },
  regionRestriction: { restricted: false, country: null },
  whitelabel: [],
  register: [],
  resources: [],
  customerService: [],
  imageCDNs: [],
  launchGameCDNs: [],
  // No call is made from the frame: it is HTML.
  payloadKey: '',
};
