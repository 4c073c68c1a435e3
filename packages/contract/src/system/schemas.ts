import { z } from 'zod';
import { multiLineText, singleLineText } from '../free-text-schemas.ts';

/** System status: 0 normal, 1 maintenance, 2 region restricted; maintenance takes priority. */
export const systemStatusCodes = [0, 1, 2] as const;

const patternIdSchema = z.number().int().min(0).max(16);

/** A per-field rule of a form, as the server serves it (spec: patternId, acceptedPattern, minLength, maxLength). */
const fieldRuleSchema = z.object({
  field: z.string(),
  patternId: patternIdSchema,
  acceptedPattern: z.string().nullable(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
  required: z.boolean(),
  confirmOf: z.string().nullable(),
});
export type FieldRuleValue = z.infer<typeof fieldRuleSchema>;
export const fieldRulesSchema = z.array(fieldRuleSchema);

/** A switch of the whitelabel tree: `enabled` is '1' for on, '0' for off (spec wording). */
export type WhitelabelNode = { modId: string; enabled: '0' | '1'; childrenNodes: WhitelabelNode[] };

export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['0', '1']),
    childrenNodes: z.array(whitelabelNodeSchema),
  }),
);
export const whitelabelTreeSchema = z.array(whitelabelNodeSchema);

/** The switches the spec names, by their stable modId. */
export const featureSwitches = {
  registration: 'register',
  mobileRegistration: 'register.mobile',
  smsRegistrationVerification: 'register.mobile.sms',
  mobileRegistrationWithPassword: 'register.mobile.password',
  registrationCaptcha: 'register.captcha',
  login: 'login',
  verificationCodeLogin: 'login.smsCode',
  loginCaptcha: 'login.captcha',
  freePlay: 'login.freePlay',
  socialLogin: 'login.social',
  security: 'security',
  passwordExpiryForceChange: 'security.passwordExpiryForceChange',
  ipVerification: 'security.ipVerification',
  ipVerificationSms: 'security.ipVerification.sms',
  ipVerificationEmail: 'security.ipVerification.email',
  ipVerificationPayee: 'security.ipVerification.payee',
  ipVerificationTotp: 'security.ipVerification.totp',
} as const;

const resourceSchema = z.object({
  resourceType: z.string(),
  url: z.string(),
  title: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;
export const resourcesSchema = z.array(resourceSchema);

const customerServiceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
});
export type CustomerServiceEntry = z.infer<typeof customerServiceSchema>;
export const customerServiceListSchema = z.array(customerServiceSchema);

export const maintenanceSchema = z.object({
  enabled: z.boolean(),
  message: z.string().nullable(),
  endsAt: z.iso.datetime().nullable(),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

const regionRestrictionSchema = z.object({
  restricted: z.boolean(),
  /** The country the trusted proxy reported for the caller, if any. */
  country: z.string().nullable(),
});

const brandSchema = z.object({
  code: z.string(),
  name: z.string(),
  platform: z.string(),
  merchant: z.string(),
  lotteryType: z.string(),
  defaultLanguage: z.string(),
  languages: z.array(z.string()),
  defaultTheme: z.enum(['dark', 'light']),
  timeZone: z.string(),
  currency: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

export const systemStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  brand: brandSchema,
  maintenance: maintenanceSchema,
  regionRestriction: regionRestrictionSchema,
  whitelabel: z.array(whitelabelNodeSchema),
  register: z.array(fieldRuleSchema),
  resources: z.array(resourceSchema),
  customerService: z.array(customerServiceSchema),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  /**
   * The passphrase of the calls marked "encrypt". Not a secret: every page needs it, as the
   * spec's client has it in its bundle; the encryption is defence in depth on top of TLS.
   */
  payloadKey: z.string(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const systemStatusQuerySchema = z.object({
  /** The host the caller is on (spec: "sends current host as url"). */
  url: z.string().max(512).optional(),
});

export const domainRouteQuerySchema = z.object({
  device: z.coerce.number().int().min(1).max(9).default(3),
});
export const domainRouteSchema = z.object({
  domainList: z.array(z.object({ domainName: z.string(), description: z.string().nullable() })),
});
export type DomainRoute = z.infer<typeof domainRouteSchema>;

export const pingQuerySchema = z.object({ speed: z.string().max(64).optional() });
export const pingSchema = z.object({ pong: z.literal(true), serverTime: z.iso.datetime() });

export const helpCenterQuerySchema = z.object({ language: z.string().max(16).optional() });
/**
 * The published help centre in one language: each text in the asked language, else in the brand's
 * default language. `slug` marks a category other screens look for (`guide`: the beginner guide).
 */
export const helpCenterSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string().nullable(),
      title: z.string(),
      articles: z.array(z.object({ id: z.number().int(), title: z.string(), content: z.string() })),
    }),
  ),
});
export type HelpCenter = z.infer<typeof helpCenterSchema>;

/** Operator: turn maintenance on or off. */
export const setMaintenanceSchema = z.object({
  enabled: z.boolean(),
  message: multiLineText({ max: 500 }).nullable().default(null),
  endsAt: z.iso.datetime().nullable().default(null),
});

const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'a two-letter ISO 3166 country code')
  .transform((code) => code.toUpperCase());
const cidr = z
  .string()
  .max(64)
  .regex(/^[0-9a-fA-F:.]+\/\d{1,3}$/, 'an IPv4 or IPv6 CIDR block such as 203.0.113.0/24');

/** Operator: the region rules (country list and CIDR block list). */
export const setRegionRulesSchema = z.object({
  blockedCountries: z.array(countryCode).max(300),
  blockedCidrs: z.array(cidr).max(1000),
});
export const regionRulesSchema = z.object({
  blockedCountries: z.array(z.string()),
  blockedCidrs: z.array(z.string()),
});

export const setSwitchSchema = z.object({ enabled: z.boolean() });
export const switchParamsSchema = z.object({ modId: z.string().max(100) });

export const fieldParamsSchema = z.object({ field: z.string().max(64) });
export const setFieldRuleSchema = z.object({
  patternId: patternIdSchema,
  acceptedPattern: z.string().max(500).nullable().default(null),
  minLength: z.number().int().min(0).max(1000),
  maxLength: z.number().int().min(1).max(1000),
  required: z.boolean(),
});

/** Operator: replace the lines of a device. */
export const deviceParamsSchema = z.object({ device: z.coerce.number().int().min(1).max(9) });
export const setDomainRoutesSchema = z.object({
  domains: z
    .array(
      z.object({
        domainName: z
          .string()
          .max(253)
          .regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, 'a host name, optionally with a port (no scheme, no path)'),
        description: singleLineText({ max: 200 }).nullable().default(null),
      }),
    )
    .max(50),
});

/** Operator: a downloadable resource (SERVICE, MOBILECONFIG, Android, ...). */
export const resourceParamsSchema = z.object({ resourceType: z.string().regex(/^[A-Za-z]{1,32}$/) });
export const setResourceSchema = z.object({
  url: z
    .string()
    .max(2000)
    .regex(/^(https?:\/\/|\/)/, 'an http(s) URL or a path on this site'),
  title: singleLineText({ min: 1, max: 120 }),
});

/** Operator: replace the customer-service entries. */
export const setCustomerServiceSchema = z.object({
  entries: z
    .array(
      z.object({
        title: singleLineText({ min: 1, max: 80 }),
        url: z
          .string()
          .max(2000)
          .regex(/^https?:\/\//, 'an http(s) URL'),
      }),
    )
    .max(20),
});
