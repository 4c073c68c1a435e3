import type { Dictionary } from '../dictionary.ts';

export const inbox: Dictionary['inbox'] = {
  title: 'Hộp thư',
  open: 'Mở hộp thư',
  unreadCount: '{{count}} thư chưa đọc',
  unread: 'Chưa đọc',
  empty: 'Chưa có thư nào',
  emptyHint: 'Thông báo nạp tiền, rút tiền và tin tức từ chúng tôi sẽ hiện ở đây.',
  loadError: 'Không tải được thư của bạn.',
  readAll: 'Đánh dấu tất cả đã đọc',
  allRead: 'Tất cả thư đã được đánh dấu là đã đọc.',
  delete: 'Xóa',
  deleteLabel: 'Xóa thư “{{title}}”',
  deleted: 'Đã xóa thư.',
  actionFailed: 'Thao tác không thành công. Vui lòng thử lại.',
  previous: 'Mới hơn',
  next: 'Cũ hơn',
  pageOf: 'Trang {{page}}/{{pages}}',
  reason: 'Lý do: {{reason}}',
  reply: 'Trả lời của chúng tôi: {{reply}}',
  seeFeedback: 'Xem góp ý của tôi',
  fromUs: 'Thư từ chúng tôi',
  kinds: {
    points_exchange_approved: {
      title: 'Yêu cầu đổi điểm đã được duyệt',
      body: 'Yêu cầu đổi điểm {{number}} của bạn đã được duyệt. Lịch sử đổi điểm cho biết khoản đã trả hoặc quà đang được gửi.',
    },
    points_exchange_rejected: {
      title: 'Yêu cầu đổi điểm bị từ chối',
      body: 'Yêu cầu đổi điểm {{number}} của bạn bị từ chối và số điểm đã được hoàn lại. {{reason}}',
    },
    points_exchange_shipped: {
      title: 'Quà của bạn đang được gửi',
      body: 'Quà của yêu cầu đổi điểm {{number}} đã được gửi đến địa chỉ bạn cung cấp.',
    },
    promotion_application_approved: {
      title: 'Đơn tham gia đã được duyệt',
      body: 'Đơn tham gia “{{title}}” của bạn đã được duyệt: {{amount}} đã vào ví. Trung tâm thưởng cho biết doanh thu cược cần đạt.',
    },
    promotion_application_rejected: {
      title: 'Đơn tham gia chưa được duyệt',
      body: 'Đơn tham gia “{{title}}” của bạn chưa được duyệt. {{reason}}',
    },
    vip_level_up: {
      title: 'Bạn đã lên cấp VIP',
      body: 'Chúc mừng: bạn đã đạt VIP {{level}}. Xem các ưu đãi mới trên trang VIP.',
    },
    vip_level_down: {
      title: 'Cấp VIP của bạn đã thay đổi',
      body: 'Hoạt động trong kỳ vừa qua chưa đủ để giữ cấp: bạn hiện là VIP {{level}}.',
    },
    vip_bonus_upgrade: {
      title: 'Thưởng thăng cấp VIP',
      body: 'Thưởng thăng cấp VIP {{level}} trị giá {{amount}} đã vào ví chính của bạn.',
    },
    vip_bonus_weekly: {
      title: 'Thưởng tuần VIP',
      body: 'Thưởng tuần VIP {{level}} trị giá {{amount}} đã vào ví chính của bạn.',
    },
    vip_bonus_monthly: {
      title: 'Thưởng tháng VIP',
      body: 'Thưởng tháng VIP {{level}} trị giá {{amount}} đã vào ví chính của bạn.',
    },
    vip_bonus_birthday: {
      title: 'Chúc mừng sinh nhật!',
      body: 'Quà sinh nhật {{amount}} đã vào ví chính của bạn. Chúc bạn một ngày thật vui.',
    },
    rebate_paid: {
      title: 'Đã trả hoàn trả',
      body: 'Hoàn trả và hoàn tiền ngày {{day}} trị giá {{amount}} đã vào ví chính của bạn.',
    },
    rebate_claimable: {
      title: 'Hoàn trả chờ nhận',
      body: 'Hoàn trả và hoàn tiền ngày {{day}} trị giá {{amount}} đã sẵn sàng: hãy nhận trên trang hoàn trả.',
    },
    agent_contract_offered: {
      title: 'Có đề nghị hợp đồng',
      body: '{{account}} đề nghị bạn một hợp đồng. Xem điều khoản và trả lời tại mục Hợp đồng trên trang đại lý.',
    },
    agent_contract_signed: {
      title: 'Hợp đồng được chấp nhận',
      body: '{{account}} đã chấp nhận đề nghị hợp đồng của bạn. Hợp đồng có hiệu lực từ bây giờ.',
    },
    agent_contract_rejected: {
      title: 'Đề nghị hợp đồng bị từ chối',
      body: '{{account}} đã từ chối đề nghị hợp đồng của bạn.',
    },
    agent_contract_termination_requested: {
      title: 'Yêu cầu chấm dứt hợp đồng',
      body: '{{account}} yêu cầu chấm dứt hợp đồng với bạn. Hãy trả lời tại mục Hợp đồng trên trang đại lý; hợp đồng vẫn hiệu lực đến khi đó.',
    },
    agent_contract_termination_rejected: {
      title: 'Hợp đồng vẫn hiệu lực',
      body: '{{account}} không đồng ý chấm dứt hợp đồng: hợp đồng vẫn hiệu lực.',
    },
    agent_contract_terminated: {
      title: 'Hợp đồng đã chấm dứt',
      body: 'Hợp đồng của bạn với {{account}} đã chấm dứt.',
    },
    agent_application_approved: {
      title: 'Bạn đã trở thành đại lý',
      body: 'Đơn đăng ký của bạn đã được duyệt. Hãy đăng nhập trang đại lý bằng tài khoản của bạn để xây dựng đội nhóm.',
    },
    agent_transfer_received: {
      title: 'Đã nhận tiền chuyển',
      body: '{{account}} đã chuyển cho bạn {{amount}}.',
    },
    agent_transfer_sent: {
      title: 'Đã chuyển tiền',
      body: 'Bạn đã chuyển {{amount}} cho {{account}}.',
    },
    agent_application_rejected: {
      title: 'Đơn đăng ký đại lý chưa được duyệt',
      body: 'Đơn đăng ký làm đại lý của bạn chưa được duyệt. Lý do: {{reason}}',
    },
    lottery_result_corrected: {
      title: 'Kết quả xổ số đã được điều chỉnh',
      body: 'Kết quả kỳ quay {{drawId}} đã được điều chỉnh và các cược của bạn ở kỳ đó đã được tính lại. Mục cược xổ số của bạn cho biết mỗi cược đã thắng bao nhiêu.',
    },
    deposit_arrived: {
      title: 'Nạp tiền thành công',
      body: 'Khoản nạp {{amount}} của bạn đã vào tài khoản lúc {{date}}.',
    },
    deposit_failed: {
      title: 'Nạp tiền không thành công',
      body: 'Khoản nạp {{amount}} của bạn lúc {{date}} không thành công.',
    },
    withdrawal_approved: {
      title: 'Lệnh rút tiền đã được duyệt',
      body: 'Lệnh rút {{amount}} của bạn đã được duyệt lúc {{date}}. Tiền đang được chuyển về tài khoản ngân hàng của bạn.',
    },
    withdrawal_rejected: {
      title: 'Lệnh rút tiền bị từ chối',
      body: 'Lệnh rút {{amount}} của bạn đã bị từ chối lúc {{date}}. Số tiền đã được hoàn lại vào ví của bạn.',
    },
    feedback_replied: {
      title: 'Chúng tôi đã trả lời góp ý của bạn',
      body: 'Chúng tôi đã trả lời góp ý bạn gửi lúc {{date}}.',
    },
    login_failures_burst: {
      title: 'Có người đăng nhập sai vào tài khoản của bạn',
      body: 'Đã có nhiều lần đăng nhập sai vào tài khoản của bạn trong vòng {{minutes}} phút, từ những nơi bạn chưa từng đăng nhập. Bạn vẫn đăng nhập bình thường được. Nếu không phải bạn, hãy đặt một mật khẩu mạnh không dùng ở nơi khác và bật ứng dụng xác thực trong trung tâm bảo mật.',
    },
  },
};
