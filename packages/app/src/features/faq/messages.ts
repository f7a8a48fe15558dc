/** Help text: how to use Pawon, in Indonesian. */
export const faqMessages = {
  title: 'Bantuan (FAQ)',
  description: 'Jawaban singkat atas pertanyaan yang sering muncul saat memakai Pawon.',
  items: [
    {
      q: 'Bagaimana cara masuk ke Pawon?',
      a: 'Buka alamat Pawon, lalu masuk dengan email atau nama dan kata sandi Anda. Setelah masuk, Anda diarahkan ke Dashboard atau ke menu pertama yang Anda miliki.',
    },
    {
      q: 'Saya baru mendaftar tetapi belum bisa masuk.',
      a: 'Akun baru dibuat dalam keadaan nonaktif. Minta administrator membuka User Management, mengaktifkan akun Anda, dan memasukkannya ke grup otorisasi yang sesuai.',
    },
    {
      q: 'Mengapa ada menu yang tidak terlihat?',
      a: 'Menu yang tampil di sidebar adalah gabungan menu dari grup otorisasi Anda. Bila membuka alamat menu yang tidak diberikan, Anda akan melihat halaman "Halaman tidak ditemukan". Hubungi administrator untuk meminta akses.',
    },
    {
      q: 'Bagaimana cara mencari menu dengan cepat?',
      a: 'Tekan Ctrl+K (atau / ) di mana saja, ketik nama menu, pilih dengan tombol panah, lalu tekan Enter.',
    },
    {
      q: 'Mengapa saya tiba-tiba diminta masuk kembali?',
      a: 'Demi keamanan, sesi berakhir setelah 3 jam tanpa perpindahan halaman, saat kata sandi diganti, atau saat akun dinonaktifkan. Masuk kembali untuk melanjutkan.',
    },
    {
      q: 'Bagaimana cara mengganti foto, nama, atau kata sandi?',
      a: 'Buka menu pengguna di kanan atas, pilih Profil. Tab Akun untuk foto, nama, email dan telepon; tab Keamanan untuk mengganti kata sandi (perlu kata sandi lama).',
    },
    {
      q: 'Bagaimana cara memberi akses menu kepada staf?',
      a: 'Di Authorization Group, buat atau ubah grup, centang Lihat pada menu yang boleh dibuka, lalu Tambah, Ubah atau Hapus bila staf boleh mengubah data. Masukkan staf ke grup tersebut. Perubahan berlaku saat staf berpindah halaman.',
    },
    {
      q: 'Saya melihat pesan "Data bentrok" saat menyimpan.',
      a: 'Data tersebut baru saja diubah orang lain. Daftar sudah dimuat ulang; buka kembali datanya, periksa perubahan, lalu simpan lagi.',
    },
    {
      q: 'Bisakah memakai tema gelap?',
      a: 'Bisa. Tekan tombol bulan/matahari di bilah atas. Pilihan Anda diingat di perangkat ini.',
    },
  ],
} as const;
