import type { Dictionary } from '../dictionary.ts';

/** Ô tìm kiếm trên đầu trang: trường nhập, các nhóm kết quả, tìm kiếm gần đây và các trạng thái. */
export const search: Dictionary['search'] = {
  title: 'Tìm kiếm',
  label: 'Tìm trò chơi, nhà cung cấp, danh mục',
  placeholder: 'Trò chơi, nhà cung cấp, danh mục…',
  hint: 'Gõ có dấu hay không dấu đều được.',
  groups: { games: 'Trò chơi', vendors: 'Nhà cung cấp', categories: 'Danh mục' },
  recent: 'Tìm kiếm gần đây',
  clearRecent: 'Xóa',
  clearRecentLabel: 'Xóa các tìm kiếm gần đây',
  searching: 'Đang tìm…',
  empty: 'Không tìm thấy “{{query}}”',
  emptyHint: 'Kiểm tra lại chính tả hoặc bớt từ.',
  failed: 'Chưa tìm được, vui lòng thử lại',
  found: '{{count}} kết quả',
  vendorGames: '{{count}} trò chơi',
  vendorIn: '{{category}} · {{count}} trò chơi',
};
