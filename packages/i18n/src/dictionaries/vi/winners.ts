import type { Dictionary } from '../dictionary.ts';

/**
 * Thắng lớn trực tiếp: bộ đếm hũ tích lũy (trang chủ thành viên và trang kiểm tra đường truyền) và
 * bảng thắng lớn của trang chủ thành viên.
 */
export const winners: Dictionary['winners'] = {
  jackpot: {
    title: 'Hũ tích lũy',
    failed: 'Không tải được giá trị hũ',
  },
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
  },
};
