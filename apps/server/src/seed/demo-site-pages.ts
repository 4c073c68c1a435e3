import type { PaymentBadge, SitePageSlug } from '@lotus/contract/site-pages';
import type { PoolClient } from '../platform/database/pool.ts';

type PageTexts = Record<'vi' | 'en', { title: string; body: string }>;

/**
 * The demo brand's terms, privacy notice and responsible-gaming page, in Vietnamese and English:
 * real-sounding, but plainly a demonstration's. Bodies use the help markup (docs/help-centre.md).
 */
export const demoSitePages: Record<SitePageSlug, PageTexts> = {
  terms: {
    vi: {
      title: 'Điều khoản và điều kiện',
      body: `Đây là bản điều khoản mẫu của trang trình diễn Lotus. Nhà vận hành thay nội dung này bằng điều khoản thật của mình trước khi mở cửa cho người chơi.

**1. Điều kiện tham gia**
- Bạn phải đủ 18 tuổi trở lên và được phép tham gia trò chơi có thưởng theo pháp luật nơi bạn sinh sống.
- Mỗi người chỉ được mở một tài khoản. Tài khoản trùng lặp có thể bị khóa.
- Thông tin đăng ký phải chính xác và là của chính bạn.

**2. Tài khoản và bảo mật**
Bạn chịu trách nhiệm giữ bí mật mật khẩu và mật khẩu giao dịch. Hãy bật xác minh hai bước trong [Trung tâm bảo mật](/account/security). Báo ngay cho chúng tôi nếu nghi ngờ tài khoản bị người khác sử dụng.

**3. Nạp và rút tiền**
- Mọi số tiền được tính bằng đồng Việt Nam (VND).
- Tiền rút chỉ được chuyển vào tài khoản ngân hàng đứng tên bạn.
- Chúng tôi có thể yêu cầu xác minh danh tính trước khi xử lý giao dịch rút tiền.

**4. Trò chơi và kết quả**
Kết quả mỗi ván được ghi nhận trên máy chủ. Khi có lỗi kỹ thuật, ván chơi bị hủy và tiền cược được hoàn lại. Kết quả các trò chơi độc quyền có thể tự kiểm chứng tại trang [Kiểm chứng](/originals/verify).

**5. Chơi có trách nhiệm**
Bạn có thể đặt hạn mức, tạm nghỉ hoặc tự loại trừ bất cứ lúc nào tại trang [Chơi có trách nhiệm](/responsible-gaming).

**6. Thay đổi điều khoản**
Chúng tôi có thể cập nhật điều khoản này; bản mới có hiệu lực khi được đăng trên trang. Mọi thắc mắc xin gửi qua [Trung tâm trợ giúp](/help).`,
    },
    en: {
      title: 'Terms and conditions',
      body: `These are the sample terms of the Lotus demonstration site. The operator replaces this text with their own terms before opening to players.

**1. Who may play**
- You must be 18 or older and allowed to take part in gambling where you live.
- One account per person. Duplicate accounts may be closed.
- Your registration details must be accurate and your own.

**2. Your account and its security**
You are responsible for keeping your password and payment password secret. Turn on two-step verification in the [Security centre](/account/security). Tell us at once if you think someone else is using your account.

**3. Deposits and withdrawals**
- All amounts are in Vietnamese đồng (VND).
- Withdrawals are paid only to a bank account in your own name.
- We may ask you to prove your identity before a withdrawal is paid.

**4. Games and results**
Every round's result is recorded on our servers. If a technical fault occurs, the round is void and the stake is returned. The results of our own games can be checked on the [Verify](/originals/verify) page.

**5. Responsible gaming**
You can set limits, take a break or exclude yourself at any time on the [Responsible gaming](/responsible-gaming) page.

**6. Changes to these terms**
We may update these terms; a new version applies once it is published here. Questions are welcome through the [Help centre](/help).`,
    },
  },
  privacy: {
    vi: {
      title: 'Chính sách bảo mật',
      body: `Đây là chính sách bảo mật mẫu của trang trình diễn Lotus. Nhà vận hành thay nội dung này bằng chính sách thật của mình.

**Chúng tôi thu thập những gì**
- Thông tin bạn cung cấp khi đăng ký: tên đăng nhập, số điện thoại, email, họ tên người nhận tiền.
- Lịch sử giao dịch, lịch sử cược và các giới hạn bạn đã đặt.
- Dữ liệu kỹ thuật khi bạn đăng nhập: địa chỉ IP, loại thiết bị, thời gian truy cập.

**Chúng tôi dùng thông tin để làm gì**
- Vận hành tài khoản, xử lý nạp và rút tiền.
- Bảo vệ tài khoản của bạn: phát hiện đăng nhập lạ, ngăn gian lận.
- Áp dụng các hạn mức và thời gian tạm nghỉ bạn đã chọn.
- Gửi thông báo và khuyến mãi, trừ khi bạn đã từ chối nhận.

**Chia sẻ thông tin**
Chúng tôi không bán thông tin cá nhân của bạn. Thông tin chỉ được chia sẻ với ngân hàng, cổng thanh toán khi xử lý giao dịch, hoặc với cơ quan có thẩm quyền khi pháp luật yêu cầu.

**Quyền của bạn**
Bạn có thể xem và sửa thông tin tại trang [Hồ sơ](/account/profile), hoặc gửi yêu cầu qua [Phản hồi](/feedback) để được cung cấp bản sao hay xóa dữ liệu khi pháp luật cho phép.

**Lưu trữ**
Chúng tôi giữ hồ sơ giao dịch trong thời gian pháp luật yêu cầu, sau đó xóa hoặc ẩn danh.`,
    },
    en: {
      title: 'Privacy policy',
      body: `This is the sample privacy policy of the Lotus demonstration site. The operator replaces this text with their own policy.

**What we collect**
- What you give us when you register: username, phone number, email, the payee's name.
- Your transactions, your bets and the limits you have set.
- Technical data when you sign in: IP address, device type, time of access.

**What we use it for**
- Running your account and processing deposits and withdrawals.
- Protecting your account: spotting unusual sign-ins and preventing fraud.
- Applying the limits and breaks you have chosen.
- Sending notices and promotions, unless you have asked for none.

**Sharing**
We never sell your personal data. It is shared only with banks and payment gateways to process your transactions, or with the authorities when the law requires it.

**Your rights**
You can see and correct your details on the [Profile](/account/profile) page, or ask through [Feedback](/feedback) for a copy of your data or for it to be deleted where the law allows.

**How long we keep it**
We keep transaction records for as long as the law requires, then delete or anonymise them.`,
    },
  },
  'responsible-gaming': {
    vi: {
      title: 'Chơi có trách nhiệm',
      body: `**Chỉ dành cho người từ 18 tuổi trở lên.** Chúng tôi không cho phép người chưa đủ 18 tuổi mở tài khoản hay tham gia trò chơi.

Chơi game nên là một thú vui giải trí, không phải cách kiếm tiền. Chỉ chơi bằng số tiền bạn sẵn sàng mất, và dừng lại khi cuộc chơi không còn vui.

**Dấu hiệu cần lưu ý**
- Bạn chơi lâu hơn hoặc nhiều tiền hơn dự định.
- Bạn cố gỡ lại số tiền đã thua.
- Bạn vay mượn hoặc dùng tiền dành cho chi tiêu cần thiết để chơi.
- Bạn giấu gia đình, bạn bè chuyện mình chơi.
- Bạn thấy lo lắng, cáu gắt khi không được chơi.

**Công cụ giúp bạn kiểm soát**
Sau khi đăng nhập, bạn tự đặt các công cụ sau ngay trên trang này:
- **Hạn mức nạp tiền và hạn mức thua lỗ** theo 24 giờ, 7 ngày hoặc 30 ngày. Hạ hạn mức có hiệu lực ngay; nâng hoặc bỏ hạn mức phải chờ 24 giờ.
- **Nhắc nhở thời gian chơi**: cứ mỗi khoảng thời gian bạn chọn, trang sẽ cho biết bạn đã chơi bao lâu và thắng thua bao nhiêu.
- **Tạm nghỉ** từ 1 ngày đến 6 tuần: bạn không thể đăng nhập, nạp tiền hay đặt cược cho đến khi hết thời gian.
- **Tự loại trừ** từ 6 tháng đến 5 năm. Không ai, kể cả chúng tôi, có thể rút ngắn thời gian này.

**Nơi tìm trợ giúp**
- Liên hệ bộ phận hỗ trợ của chúng tôi qua [Trung tâm trợ giúp](/help) hoặc [Phản hồi](/feedback) bất cứ lúc nào.
- [Gambling Therapy](https://www.gamblingtherapy.org) hỗ trợ trực tuyến miễn phí cho người chơi và gia đình.
- Hãy nói chuyện với người thân hoặc bác sĩ nếu bạn thấy việc chơi đang ảnh hưởng đến cuộc sống của mình.`,
    },
    en: {
      title: 'Responsible gaming',
      body: `**For people aged 18 or over only.** Nobody under 18 may open an account or play.

Gaming should be entertainment, not a way to make money. Only play with money you can afford to lose, and stop when it stops being fun.

**Signs to watch for**
- You play for longer, or with more money, than you meant to.
- You try to win back what you have lost.
- You borrow, or use money meant for essentials, to play.
- You hide your playing from family or friends.
- You feel anxious or irritable when you cannot play.

**Tools that keep you in control**
Once signed in, you set these yourself on this very page:
- **Deposit and loss limits** over 24 hours, 7 days or 30 days. Lowering a limit applies at once; raising or removing one waits 24 hours.
- **Reality check**: at the interval you choose, the site tells you how long you have played and what you have won or lost.
- **Time-out** from 1 day to 6 weeks: you cannot sign in, deposit or bet until it ends.
- **Self-exclusion** from 6 months to 5 years. Nobody, not even us, can shorten it.

**Where to get help**
- Reach our support team through the [Help centre](/help) or [Feedback](/feedback) at any time.
- [Gambling Therapy](https://www.gamblingtherapy.org) offers free online support to players and their families.
- Talk to someone close to you, or a doctor, if you feel gambling is affecting your life.`,
    },
  },
};

export const demoLicenceTexts: Record<'vi' | 'en', string> = {
  vi: 'Lotus là trang trình diễn, không nhận tiền thật. Giấy phép số DEMO-0000 do nhà vận hành điền tại đây.',
  en: 'Lotus is a demonstration site and takes no real money. Licence no. DEMO-0000, set here by the operator.',
};

export const demoPaymentBadges: PaymentBadge[] = ['bank_transfer', 'vietqr', 'momo', 'zalopay'];

/** Seeds the demo brand's site pages and footer settings. */
export async function seedSitePages(client: PoolClient, brandId: number): Promise<void> {
  for (const [slug, texts] of Object.entries(demoSitePages)) {
    for (const [language, text] of Object.entries(texts)) {
      await client.query(
        'insert into site_page_texts (brand_id, slug, language, title, body) values ($1, $2, $3, $4, $5)',
        [brandId, slug, language, text.title, text.body],
      );
    }
  }
  await client.query(
    'insert into site_footers (brand_id, licence_texts, payment_badges) values ($1, $2, $3)',
    [brandId, JSON.stringify(demoLicenceTexts), demoPaymentBadges],
  );
}
