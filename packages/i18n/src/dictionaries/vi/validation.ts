import type { Dictionary } from '../dictionary.ts';

export const validation: Dictionary['validation'] = {
  required: '{{field}} không được để trống',
  length: 'Vui lòng nhập {{min}} - {{max}} ký tự',
  mismatch: 'Hai lần nhập không khớp: phải trùng với {{field}}',
  forbiddenCharacters: 'Vui lòng xóa các ký tự điều khiển, ký tự ẩn hoặc ký tự đổi chiều văn bản',
  unknownParameter: 'Danh sách này không lọc được theo tham số này',
  pattern: {
    '0': 'Vui lòng nhập {{min}} - {{max}} ký tự, chấp nhận mọi ký tự',
    '1': 'Vui lòng nhập {{min}} - {{max}} ký tự: bắt đầu bằng chữ cái, sau đó là chữ cái và chữ số',
    '2': 'Vui lòng nhập {{min}} - {{max}} ký tự: chữ cái, chữ Hán hoặc chữ Nhật',
    '3': 'Vui lòng nhập {{min}} - {{max}} ký tự theo định dạng email',
    '4': 'Vui lòng nhập {{min}} - {{max}} ký tự: chữ cái và chữ số, không có ký tự đặc biệt',
    '5': 'Vui lòng nhập {{min}} - {{max}} ký tự: chữ cái và chữ số, mỗi loại ít nhất một ký tự',
    '6': 'Vui lòng nhập {{min}} - {{max}} ký tự: chỉ gồm chữ số',
    '7': 'Vui lòng nhập {{min}} - {{max}} ký tự: chữ cái và chữ số, ít nhất một chữ in hoa',
    '8': 'Vui lòng nhập {{min}} - {{max}} ký tự: chữ cái tiếng Anh và khoảng trắng',
    '9': 'Vui lòng nhập {{min}} - {{max}} ký tự, không chứa khoảng trắng',
    '10': 'Vui lòng nhập {{min}} - {{max}} ký tự: chữ Hán và dấu câu',
    '11': 'Vui lòng nhập {{min}} - {{max}} ký tự: ngày theo định dạng yyyy-MM-dd',
    '12': 'Vui lòng nhập {{min}} - {{max}} ký tự: chữ cái và khoảng trắng',
    '13': 'Vui lòng nhập {{min}} - {{max}} ký tự: ngày theo định dạng MM-dd-yyyy',
    '14': 'Vui lòng nhập {{min}} - {{max}} ký tự: chữ cái và chữ số',
    '15': 'Vui lòng nhập {{min}} - {{max}} ký tự: chỉ gồm chữ tiếng Hàn',
    '16': 'Vui lòng nhập {{min}} - {{max}} ký tự: chỉ gồm chữ tiếng Thái',
  },
};
