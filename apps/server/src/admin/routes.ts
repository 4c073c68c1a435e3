import type { FastifyInstance } from 'fastify';
import type { ContentService } from '../content/service.ts';
import type { CatalogAdmin } from '../games/catalog-admin-service.ts';
import type { GamesService } from '../games/service.ts';
import type { MemberService } from '../member/service.ts';
import { operatorGuard } from '../platform/http/operator-auth.ts';
import type { Email } from '../platform/email/create.ts';
import type { Sms } from '../platform/sms/create.ts';
import type { SystemService } from '../system/service.ts';
import { adminContentRoutes } from './content-routes.ts';
import { adminEmailRoutes } from './email-routes.ts';
import { adminGamesRoutes } from './games-routes.ts';
import { adminMemberRoutes } from './member-routes.ts';
import { adminSmsRoutes } from './sms-routes.ts';
import { adminSystemRoutes } from './system-routes.ts';
import { adminWalletRoutes } from '../wallet/admin-routes.ts';
import { adminMerchantWalletRoutes } from '../wallet/consolidated-routes.ts';
import type { ConsolidatedFundsService } from '../wallet/consolidated-service.ts';
import type { WalletService } from '../wallet/service.ts';
import { adminDepositRoutes } from '../cashier/deposit-admin-routes.ts';
import type { DepositService } from '../cashier/deposits.ts';
import { adminWithdrawalRoutes } from '../cashier/withdrawal-admin-routes.ts';
import type { WithdrawalDomain } from '../cashier/withdrawal-domain.ts';
import { adminProtectionRoutes } from '../protection/routes.ts';
import type { ProtectionService } from '../protection/service.ts';
import { adminVendorRoutes } from '../vendor-wallet/admin-routes.ts';
import type { VendorService } from '../vendor-wallet/vendors-service.ts';
import { adminHouseRoutes } from '../house/admin-routes.ts';
import type { HouseHistoryService } from '../house/history-service.ts';
import type { HouseSettingsService } from '../house/settings-service.ts';

/** The operator API under /admin: every call needs the operator key. */
export function adminRoutes(deps: {
  operatorKey: string;
  system: SystemService;
  content: ContentService;
  games: GamesService;
  gameCatalog: CatalogAdmin;
  members: MemberService;
  sms: Sms;
  email: Email;
  wallet: WalletService;
  deposits: DepositService;
  withdrawals: WithdrawalDomain;
  funds: ConsolidatedFundsService;
  protection: ProtectionService;
  vendors: VendorService;
  houseHistory: HouseHistoryService;
  houseSettings: HouseSettingsService;
}) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', operatorGuard(deps.operatorKey));
    await app.register(adminSystemRoutes(deps));
    await app.register(adminContentRoutes(deps));
    await app.register(adminGamesRoutes(deps));
    await app.register(adminSmsRoutes(deps));
    await app.register(adminEmailRoutes(deps));
    await app.register(adminMemberRoutes(deps));
    await app.register(adminWalletRoutes(deps));
    await app.register(adminDepositRoutes(deps));
    await app.register(adminWithdrawalRoutes(deps.withdrawals));
    await app.register(adminMerchantWalletRoutes(deps));
    await app.register(adminProtectionRoutes(deps));
    await app.register(adminVendorRoutes(deps));
    await app.register(adminHouseRoutes(deps));
  };
}
