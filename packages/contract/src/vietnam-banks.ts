/**
 * The Vietnamese banks a member can bind for withdrawals, as data: the VietQR short code (the
 * stable key stored with an account), the NAPAS/VietQR BIN (the 6-digit acquirer id a VietQR code
 * names), the short name people know and the full Vietnamese name. Adding a bank is one line here;
 * a code is never renamed once accounts use it.
 */
interface VietnameseBank {
  /** VietQR short code, e.g. "VCB". */
  code: string;
  /** NAPAS / VietQR BIN. */
  bin: string;
  shortName: string;
  name: string;
}

export const vietnameseBanks = [
  { code: 'VCB', bin: '970436', shortName: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại thương Việt Nam' },
  { code: 'ICB', bin: '970415', shortName: 'VietinBank', name: 'Ngân hàng TMCP Công thương Việt Nam' },
  { code: 'BIDV', bin: '970418', shortName: 'BIDV', name: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam' },
  {
    code: 'VBA',
    bin: '970405',
    shortName: 'Agribank',
    name: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam',
  },
  { code: 'TCB', bin: '970407', shortName: 'Techcombank', name: 'Ngân hàng TMCP Kỹ thương Việt Nam' },
  { code: 'MB', bin: '970422', shortName: 'MB Bank', name: 'Ngân hàng TMCP Quân đội' },
  { code: 'ACB', bin: '970416', shortName: 'ACB', name: 'Ngân hàng TMCP Á Châu' },
  { code: 'VPB', bin: '970432', shortName: 'VPBank', name: 'Ngân hàng TMCP Việt Nam Thịnh Vượng' },
  { code: 'STB', bin: '970403', shortName: 'Sacombank', name: 'Ngân hàng TMCP Sài Gòn Thương Tín' },
  { code: 'TPB', bin: '970423', shortName: 'TPBank', name: 'Ngân hàng TMCP Tiên Phong' },
  {
    code: 'HDB',
    bin: '970437',
    shortName: 'HDBank',
    name: 'Ngân hàng TMCP Phát triển Thành phố Hồ Chí Minh',
  },
  { code: 'VIB', bin: '970441', shortName: 'VIB', name: 'Ngân hàng TMCP Quốc tế Việt Nam' },
  { code: 'SHB', bin: '970443', shortName: 'SHB', name: 'Ngân hàng TMCP Sài Gòn - Hà Nội' },
  {
    code: 'EIB',
    bin: '970431',
    shortName: 'Eximbank',
    name: 'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam',
  },
  { code: 'MSB', bin: '970426', shortName: 'MSB', name: 'Ngân hàng TMCP Hàng Hải Việt Nam' },
  { code: 'SEAB', bin: '970440', shortName: 'SeABank', name: 'Ngân hàng TMCP Đông Nam Á' },
  { code: 'OCB', bin: '970448', shortName: 'OCB', name: 'Ngân hàng TMCP Phương Đông' },
  { code: 'LPB', bin: '970449', shortName: 'LPBank', name: 'Ngân hàng TMCP Lộc Phát Việt Nam' },
  { code: 'NAB', bin: '970428', shortName: 'Nam A Bank', name: 'Ngân hàng TMCP Nam Á' },
  { code: 'BAB', bin: '970409', shortName: 'Bac A Bank', name: 'Ngân hàng TMCP Bắc Á' },
  { code: 'PVCB', bin: '970412', shortName: 'PVcomBank', name: 'Ngân hàng TMCP Đại Chúng Việt Nam' },
  { code: 'SCB', bin: '970429', shortName: 'SCB', name: 'Ngân hàng TMCP Sài Gòn' },
  { code: 'ABB', bin: '970425', shortName: 'ABBANK', name: 'Ngân hàng TMCP An Bình' },
  { code: 'VAB', bin: '970427', shortName: 'VietABank', name: 'Ngân hàng TMCP Việt Á' },
  { code: 'VCCB', bin: '970454', shortName: 'BVBank', name: 'Ngân hàng TMCP Bản Việt' },
  { code: 'KLB', bin: '970452', shortName: 'KienlongBank', name: 'Ngân hàng TMCP Kiên Long' },
  { code: 'SGICB', bin: '970400', shortName: 'SaigonBank', name: 'Ngân hàng TMCP Sài Gòn Công Thương' },
  { code: 'NCB', bin: '970419', shortName: 'NCB', name: 'Ngân hàng TMCP Quốc Dân' },
  { code: 'BVB', bin: '970438', shortName: 'BaoViet Bank', name: 'Ngân hàng TMCP Bảo Việt' },
  { code: 'PGB', bin: '970430', shortName: 'PGBank', name: 'Ngân hàng TMCP Thịnh vượng và Phát triển' },
  { code: 'VIETBANK', bin: '970433', shortName: 'VietBank', name: 'Ngân hàng TMCP Việt Nam Thương Tín' },
  { code: 'GPB', bin: '970408', shortName: 'GPBank', name: 'Ngân hàng TNHH MTV Dầu Khí Toàn Cầu' },
  { code: 'DOB', bin: '970406', shortName: 'DongA Bank', name: 'Ngân hàng TMCP Đông Á' },
  { code: 'OCEANBANK', bin: '970414', shortName: 'MBV', name: 'Ngân hàng TNHH MTV Việt Nam Hiện Đại' },
  { code: 'CBB', bin: '970444', shortName: 'CBBank', name: 'Ngân hàng TNHH MTV Xây dựng Việt Nam' },
  { code: 'COOPBANK', bin: '970446', shortName: 'Co-opBank', name: 'Ngân hàng Hợp tác xã Việt Nam' },
  { code: 'SHBVN', bin: '970424', shortName: 'Shinhan Bank', name: 'Ngân hàng TNHH MTV Shinhan Việt Nam' },
  { code: 'WVN', bin: '970457', shortName: 'Woori Bank', name: 'Ngân hàng TNHH MTV Woori Việt Nam' },
  { code: 'UOB', bin: '970458', shortName: 'UOB', name: 'Ngân hàng TNHH MTV United Overseas Bank Việt Nam' },
  { code: 'PBVN', bin: '970439', shortName: 'Public Bank', name: 'Ngân hàng TNHH MTV Public Việt Nam' },
  { code: 'IVB', bin: '970434', shortName: 'Indovina Bank', name: 'Ngân hàng TNHH Indovina' },
  {
    code: 'HLBVN',
    bin: '970442',
    shortName: 'Hong Leong Bank',
    name: 'Ngân hàng TNHH MTV Hong Leong Việt Nam',
  },
  {
    code: 'SCVN',
    bin: '970410',
    shortName: 'Standard Chartered',
    name: 'Ngân hàng TNHH MTV Standard Chartered Việt Nam',
  },
  { code: 'HSBC', bin: '458761', shortName: 'HSBC', name: 'Ngân hàng TNHH MTV HSBC Việt Nam' },
  { code: 'CIMB', bin: '422589', shortName: 'CIMB', name: 'Ngân hàng TNHH MTV CIMB Việt Nam' },
  { code: 'VRB', bin: '970421', shortName: 'VRB', name: 'Ngân hàng Liên doanh Việt - Nga' },
  { code: 'KBank', bin: '668888', shortName: 'KBank', name: 'Ngân hàng Đại chúng TNHH Kasikornbank' },
  { code: 'CAKE', bin: '546034', shortName: 'CAKE by VPBank', name: 'Ngân hàng số CAKE by VPBank' },
  { code: 'Ubank', bin: '546035', shortName: 'Ubank by VPBank', name: 'Ngân hàng số Ubank by VPBank' },
  { code: 'TIMO', bin: '963388', shortName: 'Timo', name: 'Ngân hàng số Timo by Bản Việt Bank' },
] as const satisfies readonly VietnameseBank[];

type VietnameseBankCode = (typeof vietnameseBanks)[number]['code'];

export const vietnameseBankCodes = vietnameseBanks.map((bank) => bank.code) as [
  VietnameseBankCode,
  ...VietnameseBankCode[],
];

/** The bank of a code, or undefined for one that is not (or no longer) in the list. */
export function findVietnameseBank(code: string): VietnameseBank | undefined {
  return vietnameseBanks.find((bank) => bank.code === code);
}
