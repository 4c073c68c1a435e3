import type { HelpCenter } from '@lotus/contract/system';
import type { FakeAnswer, FakeRequest } from '../../test/fake-api.ts';

/** A help centre as the server answers it in Vietnamese: two categories and the beginner guide. */
export const helpFixture: HelpCenter = {
  categories: [
    {
      id: 1,
      slug: null,
      title: 'Tài khoản',
      articles: [
        {
          id: 11,
          title: 'Làm thế nào để đăng ký?',
          content:
            'Nhấn **Đăng ký** ở đầu trang.\n\n- Chọn tên\n- Chọn mật khẩu\n\nXem [hướng dẫn](/guide) hoặc [hỗ trợ](https://chat.example.test/room).',
        },
        {
          id: 12,
          title: 'Quên mật khẩu thì làm sao?',
          content: 'Chọn [Quên mật khẩu](javascript:alert(1)).',
        },
      ],
    },
    {
      id: 2,
      slug: null,
      title: 'Nạp và rút tiền',
      articles: [
        { id: 21, title: 'Bao lâu thì tiền nạp được ghi có?', content: 'Ngay khi thu ngân xác nhận.' },
      ],
    },
    {
      id: 3,
      slug: 'guide',
      title: 'Hướng dẫn cho người mới',
      articles: [
        { id: 31, title: 'Tạo tài khoản', content: 'Mở [trang đăng ký](/register).' },
        { id: 32, title: 'Nạp tiền lần đầu', content: '1. Mở Nạp tiền\n2. Chọn kênh' },
      ],
    },
  ],
};

/** Answers the help centre call with `help` (or a failure), and remembers the languages asked for. */
export function serveHelp(help: HelpCenter | 'fail', asked: string[] = []) {
  return (request: FakeRequest): FakeAnswer | undefined => {
    if (request.url.pathname !== '/wps/system/helpCenter') return undefined;
    asked.push(request.url.searchParams.get('language') ?? '');
    return help === 'fail' ? { error: 'error_system', status: 500 } : { value: help };
  };
}
