import type { Dictionary } from '../dictionary.ts';

export const chat: Dictionary['chat'] = {
  title: 'Phòng chat',
  intro:
    'Trò chuyện trực tiếp với các thành viên khác. Hãy lịch sự: quản trị viên sẽ xóa những tin nhắn vi phạm nội quy.',
  listLabel: 'Tin nhắn trong phòng chat',
  loading: 'Đang tải phòng chat…',
  loadError: 'Không tải được phòng chat.',
  empty: 'Chưa có tin nhắn nào',
  emptyHint: 'Hãy gửi lời chào để bắt đầu cuộc trò chuyện.',
  loadOlder: 'Xem tin nhắn cũ hơn',
  olderFailed: 'Không tải được tin nhắn cũ hơn. Hãy thử lại.',
  beginning: 'Đây là đầu cuộc trò chuyện.',
  you: 'Bạn',
  jumpToNewest: 'Có tin nhắn mới: xuống tin mới nhất',
  announce: '{{author}} nói: {{text}}',
  composer: {
    label: 'Tin nhắn của bạn',
    placeholder: 'Nhập tin nhắn…',
    send: 'Gửi',
    count: '{{count}}/{{max}} ký tự',
    rules: 'Tối đa {{max}} ký tự, mỗi {{seconds}} giây một tin, không quá {{perMinute}} tin mỗi phút.',
    empty: 'Hãy nhập nội dung trước.',
    tooLong: 'Quá dài: tối đa {{max}} ký tự. Hãy bớt {{over}} ký tự.',
    invalid: 'Hãy viết văn bản thường trên một dòng, không có ký tự điều khiển đặc biệt.',
    tooFast: 'Chậm lại một chút: bạn có thể gửi tiếp sau {{seconds}} giây.',
    sendFailed: 'Tin nhắn chưa được gửi. Vui lòng thử lại.',
  },
  muted: {
    title: 'Bạn đang bị cấm chat',
    until: 'Quản trị viên đã cấm bạn chat đến {{until}}. Bạn vẫn có thể đọc tin nhắn.',
    reason: 'Lý do: {{reason}}',
  },
  guest: {
    title: 'Khách chỉ được xem',
    body: 'Tài khoản khách có thể đọc phòng chat nhưng không được gửi tin. Hãy đăng ký tài khoản để tham gia.',
    register: 'Đăng ký',
  },
};
