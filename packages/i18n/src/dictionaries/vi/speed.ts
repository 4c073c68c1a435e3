import type { Dictionary } from '../dictionary.ts';

/** Lời của riêng trang kiểm tra đường truyền. */
export const speed: Dictionary['speed'] = {
  title: 'Kiểm tra đường truyền',
  heading: 'Kiểm tra đường truyền',
  intro: 'Mỗi đường dây được đo từ chính vị trí của bạn. Hãy vào đường dây nhanh nhất.',
  line: 'Đường dây {{n}}',
  milliseconds: '{{ms}} ms',
  testing: 'Đang kiểm tra…',
  noAnswer: 'Không phản hồi',
  classes: { fast: 'Nhanh', normal: 'Bình thường', slow: 'Chậm' },
  play: 'VÀO CHƠI',
  playLine: 'Vào chơi qua đường dây {{n}} ({{domain}}), mở trong thẻ mới',
  testAgain: 'Kiểm tra lại',
  noLines: 'Chưa có đường dây nào được cấu hình. Vui lòng liên hệ chăm sóc khách hàng.',
  linesFailed: 'Không tải được danh sách đường dây.',
  nav: {
    label: 'Hỗ trợ và ứng dụng',
    service: 'CSKH',
    iosApp: 'ỨNG DỤNG IOS',
    android: 'ANDROID',
    notAvailable: 'Chưa có',
    scanToDownload: 'Quét mã để tải: {{title}}',
  },
  service: {
    online: 'CSKH trực tuyến 7x24H',
    unavailable: 'Hiện chưa có kênh chăm sóc khách hàng',
  },
  hotGames: {
    title: 'Trò chơi nổi bật',
    empty: 'Hiện chưa có trò chơi nổi bật',
    failed: 'Không tải được danh sách trò chơi',
    play: 'Chơi {{name}} trên trang hội viên',
  },
  banners: {
    label: 'Khuyến mãi',
    bullet: 'Xem banner {{index}}',
    slide: 'Banner {{index}} / {{slidesLength}}',
  },
};
