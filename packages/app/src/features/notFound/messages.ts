export const notFoundMessages = {
  code: '404',
  title: 'Halaman tidak ditemukan',
  text: 'Alamat yang Anda buka tidak ada, atau menu ini tidak diberikan kepada akun Anda. Hubungi administrator bila Anda memerlukan akses.',
  home: 'Kembali ke beranda',
  login: 'Ke halaman masuk',
  soonTitle: 'Layar ini belum tersedia',
  soonText: (name: string) =>
    `Menu ${name} sudah diberikan kepada akun Anda, tetapi layarnya masih dalam pengembangan. Menu ini akan dapat dipakai setelah Pawon diperbarui.`,
  soonUnknown: 'Menu ini',
} as const;
