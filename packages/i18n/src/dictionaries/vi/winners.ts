import type { Dictionary } from '../dictionary.ts';

/**
 * Thắng lớn trực tiếp: bộ đếm hũ tích lũy (trang chủ thành viên và trang kiểm tra đường truyền), bảng
 * thắng lớn của trang chủ thành viên, trang danh sách người thắng và bảng xếp hạng.
 */
export const winners: Dictionary['winners'] = {
  board: {
    title: 'Thắng lớn',
    intro: 'Những chiến thắng thật vừa được trả, tên người chơi được ẩn',
    loading: 'Đang tải các chiến thắng mới nhất…',
    empty: 'Chưa có chiến thắng lớn nào',
    emptyHint: 'Chiến thắng lớn tiếp theo sẽ hiện ở đây ngay khi được trả.',
    failed: 'Không tải được các chiến thắng mới nhất',
    jackpot: 'Hũ tích lũy',
    jackpotOf: 'Hũ tích lũy · {{game}}',
    entry: '{{player}} thắng {{prize}} ở {{game}}',
    seeAll: 'Xem tất cả người thắng',
    leaderboard: 'Thắng lớn nhất hôm nay',
  },
  list: {
    title: 'Người thắng',
    intro:
      'Mọi chiến thắng lớn đã trả trên trang, mới nhất trước. Chỉ có chiến thắng thật, tên người chơi được ẩn.',
    caption: 'Các chiến thắng lớn, mới nhất trước',
    empty: 'Chưa có chiến thắng lớn nào',
    emptyHint: 'Chiến thắng lớn tiếp theo sẽ hiện ở đây ngay khi được trả.',
    loadError: 'Không tải được các chiến thắng',
    newWins: 'Có chiến thắng mới vừa được trả: xem mới nhất',
    toLeaderboard: 'Thắng lớn nhất hôm nay và tuần này',
    pager: {
      label: 'Các trang chiến thắng',
      previous: 'Mới hơn',
      next: 'Cũ hơn',
      pageOf: 'Trang {{page}}/{{pages}}',
    },
  },
  leaderboard: {
    title: 'Bảng xếp hạng',
    intro:
      'Những chiến thắng đơn lớn nhất hôm nay và tuần này (từ thứ Hai). Chỉ có chiến thắng thật, tên người chơi được ẩn.',
    periods: 'Khoảng thời gian',
    day: 'Hôm nay',
    week: 'Tuần này',
    since: 'Từ {{time}}',
    caption: 'Các chiến thắng lớn nhất, lớn nhất trước',
    loading: 'Đang tải bảng xếp hạng…',
    emptyDay: 'Hôm nay chưa có chiến thắng lớn nào',
    emptyWeek: 'Tuần này chưa có chiến thắng lớn nào',
    emptyHint: 'Những chiến thắng lớn nhất sẽ hiện ở đây ngay khi được trả.',
    failed: 'Không tải được bảng xếp hạng',
    rank: 'Hạng {{rank}}',
    entry: 'Hạng {{rank}}: {{player}} thắng {{prize}} ở {{game}}',
    toWinners: 'Xem tất cả người thắng',
  },
};
