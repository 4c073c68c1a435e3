import { helpGuideSlug } from '@lotus/contract/help/schemas';
import type { PoolClient } from '../platform/database/pool.ts';

type Texts<T> = { vi: T; en: T };
interface DemoArticle {
  vi: [title: string, content: string];
  en: [title: string, content: string];
}
interface DemoCategory {
  slug: string | null;
  title: Texts<string>;
  articles: DemoArticle[];
}

/**
 * The demo brand's help centre, in Vietnamese and English. The `guide` category is the beginner
 * guide (`/guide`): its articles are the steps, in order. Content uses the help markup
 * (docs/help-centre.md): paragraphs, `- ` and `1. ` lists, `**bold**`, `[label](/path)`.
 */
export const demoHelpCentre: DemoCategory[] = [
  {
    slug: null,
    title: { vi: 'Tài khoản', en: 'Account' },
    articles: [
      {
        vi: [
          'Làm thế nào để đăng ký?',
          'Nhấn **Đăng ký** ở đầu trang, điền tên đăng nhập, mật khẩu và xác nhận bạn đủ 18 tuổi.',
        ],
        en: [
          'How do I register?',
          'Press **Register** at the top of the page, choose a username and password, and confirm you are 18 or older.',
        ],
      },
      {
        vi: [
          'Quên mật khẩu thì làm sao?',
          'Chọn [Quên mật khẩu](/forgot-password) trong hộp đăng nhập và đặt lại bằng email hoặc mã SMS.',
        ],
        en: [
          'I forgot my password',
          'Choose [Forgot password](/forgot-password) in the login box and reset it by email or SMS code.',
        ],
      },
    ],
  },
  {
    slug: null,
    title: { vi: 'Nạp và rút tiền', en: 'Deposits and withdrawals' },
    articles: [
      {
        vi: [
          'Bao lâu thì tiền nạp được ghi có?',
          'Chuyển khoản ngân hàng được ghi có ngay khi bộ phận thu ngân xác nhận giao dịch.',
        ],
        en: [
          'When is my deposit credited?',
          'A bank transfer is credited as soon as the cashier confirms the transaction.',
        ],
      },
    ],
  },
  {
    slug: null,
    title: { vi: 'Ứng dụng và hỗ trợ', en: 'App and support' },
    articles: [
      {
        vi: [
          'Cài ứng dụng trên điện thoại',
          'Mở trang [Tải ứng dụng](/download) và quét mã QR cho iOS hoặc Android. Bạn cũng có thể thêm trang web vào màn hình chính.',
        ],
        en: [
          'Install the app on your phone',
          'Open [App download](/download) and scan the QR code for iOS or Android. You can also add the site to your home screen.',
        ],
      },
      {
        vi: [
          'Liên hệ chăm sóc khách hàng',
          'Nhấn nút **CSKH** ở đầu trang: cửa sổ trò chuyện với nhân viên hỗ trợ sẽ mở ra, 24/7.',
        ],
        en: [
          'Contact customer service',
          'Press the **Support** button at the top of the page: a chat window with our support team opens, 24/7.',
        ],
      },
    ],
  },
  {
    slug: helpGuideSlug,
    title: { vi: 'Hướng dẫn cho người mới', en: 'Beginner guide' },
    articles: [
      {
        vi: [
          'Tạo tài khoản',
          'Nhấn **Đăng ký** ở đầu trang hoặc mở [trang đăng ký](/register).\n\n1. Chọn tên đăng nhập và mật khẩu.\n2. Xác nhận bạn đủ 18 tuổi và đồng ý với điều khoản.\n3. Nhấn Đăng ký: bạn được đăng nhập ngay.',
        ],
        en: [
          'Create your account',
          'Press **Register** at the top of the page, or open [the registration page](/register).\n\n1. Choose a username and a password.\n2. Confirm you are 18 or older and accept the terms.\n3. Press Register: you are signed in at once.',
        ],
      },
      {
        vi: [
          'Nạp tiền lần đầu',
          'Mở [Nạp tiền](/deposit), chọn kênh nạp và nhập số tiền.\n\n- Chuyển khoản ngân hàng: chuyển tiền kèm nội dung chuyển khoản được hiển thị.\n- Tiền vào ví ngay khi bộ phận thu ngân xác nhận.\n\nBạn có thể đặt giới hạn nạp tiền trong [Chơi có trách nhiệm](/responsible-gaming).',
        ],
        en: [
          'Make your first deposit',
          'Open [Deposit](/deposit), choose a channel and enter the amount.\n\n- Bank transfer: send the money with the transfer note shown.\n- The money is in your wallet as soon as the cashier confirms it.\n\nYou can set deposit limits under [Responsible gaming](/responsible-gaming).',
        ],
      },
      {
        vi: [
          'Chơi trò chơi',
          'Chọn một trò chơi ở trang chủ hoặc trong sảnh, ví dụ [slots](/rng) hay [xổ số](/lottery), rồi nhấn để bắt đầu.\n\nCác trò chơi nhà cái (Mines Gold, Dice, Limbo...) minh bạch có thể kiểm chứng: bạn kiểm tra được từng ván trong [trang kiểm chứng](/originals/verify).',
        ],
        en: [
          'Play a game',
          'Pick a game on the home page or in a lobby, such as [slots](/rng) or [lottery](/lottery), and press it to start.\n\nThe house games (Mines Gold, Dice, Limbo...) are provably fair: you can check every round in the [verifier](/originals/verify).',
        ],
      },
      {
        vi: [
          'Rút tiền thắng',
          '1. Thêm tài khoản ngân hàng trong [Tài khoản ngân hàng](/bank-accounts): tên chủ tài khoản phải trùng với họ tên thật của bạn.\n2. Mở [Rút tiền](/withdraw), nhập số tiền và mật khẩu thanh toán.\n3. Khi nhận được tiền, hãy xác nhận trên lệnh rút.',
        ],
        en: [
          'Withdraw your winnings',
          '1. Add your bank account under [Bank accounts](/bank-accounts): the account name must match your real name.\n2. Open [Withdraw](/withdraw), enter the amount and your payment password.\n3. When the money arrives, confirm it on the withdrawal.',
        ],
      },
    ],
  },
];

/** Seeds the demo help centre for a new brand: each category and article once, with both languages' texts. */
export async function seedHelpCentre(client: PoolClient, brandId: number): Promise<void> {
  for (const [categoryIndex, category] of demoHelpCentre.entries()) {
    const { rows } = await client.query<{ id: number }>(
      'insert into help_categories (brand_id, slug, sort) values ($1, $2, $3) returning id',
      [brandId, category.slug, categoryIndex],
    );
    const categoryId = (rows[0] as { id: number }).id;
    for (const language of ['vi', 'en'] as const) {
      await client.query(
        'insert into help_category_texts (category_id, language, title) values ($1, $2, $3)',
        [categoryId, language, category.title[language]],
      );
    }
    for (const [articleIndex, article] of category.articles.entries()) {
      const inserted = await client.query<{ id: number }>(
        'insert into help_articles (category_id, sort) values ($1, $2) returning id',
        [categoryId, articleIndex],
      );
      const articleId = (inserted.rows[0] as { id: number }).id;
      for (const language of ['vi', 'en'] as const) {
        const [title, content] = article[language];
        await client.query(
          'insert into help_article_texts (article_id, language, title, content) values ($1, $2, $3, $4)',
          [articleId, language, title, content],
        );
      }
    }
  }
}
