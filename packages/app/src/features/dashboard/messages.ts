import idTexts from '../../i18n/catalogues/id/dashboard.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/dashboard.json). */
const tr = catalogueArea(idTexts);
export const dashboardMessages = {
  get title() {
    return tr('dashboard.title');
  },
  greeting: (part: string, name: string) => tr('dashboard.greeting', { part, name }),
  parts: {
    get pagi() {
      return tr('dashboard.parts.pagi');
    },
    get siang() {
      return tr('dashboard.parts.siang');
    },
    get sore() {
      return tr('dashboard.parts.sore');
    },
    get malam() {
      return tr('dashboard.parts.malam');
    },
  },
  today: (date: string) => tr('dashboard.today', { date }),
  get shortcuts() {
    return tr('dashboard.shortcuts');
  },
  get shortcutsText() {
    return tr('dashboard.shortcutsText');
  },
  get noMenus() {
    return tr('dashboard.noMenus');
  },
  get noMenusText() {
    return tr('dashboard.noMenusText');
  },
  get searchTip() {
    return tr('dashboard.searchTip');
  },
  get salesTitle() {
    return tr('dashboard.salesTitle');
  },
  get salesText() {
    return tr('dashboard.salesText');
  },
  get loadFailed() {
    return tr('dashboard.loadFailed');
  },
  get revenueToday() {
    return tr('dashboard.revenueToday');
  },
  get itemsToday() {
    return tr('dashboard.itemsToday');
  },
  get paidToday() {
    return tr('dashboard.paidToday');
  },
  get unpaidToday() {
    return tr('dashboard.unpaidToday');
  },
  get vsYesterday() {
    return tr('dashboard.vsYesterday');
  },
  get weeklyItems() {
    return tr('dashboard.weeklyItems');
  },
  weeklyItemsText: (current: string, previous: string) =>
    tr('dashboard.weeklyItemsText', { current, previous }),
  get weeklyIncome() {
    return tr('dashboard.weeklyIncome');
  },
  get weeklyIncomeChart() {
    return tr('dashboard.weeklyIncomeChart');
  },
  incomeCaption: (amount: string, up: boolean) =>
    tr('dashboard.incomeCaption', { amount, direction: up ? 'up' : 'down' }),
  get pending() {
    return tr('dashboard.pending');
  },
  pendingCount: (n: number) => tr('dashboard.pendingCount', { n }),
  get noPending() {
    return tr('dashboard.noPending');
  },
  get noPendingText() {
    return tr('dashboard.noPendingText');
  },
  deliverOn: (date: string, time: string | null) =>
    time ? tr('dashboard.deliverOnAt', { date, time }) : tr('dashboard.deliverOn', { date }),
  get noDate() {
    return tr('dashboard.noDate');
  },
  get allPending() {
    return tr('dashboard.allPending');
  },
  get paid() {
    return tr('dashboard.paid');
  },
  get unpaid() {
    return tr('dashboard.unpaid');
  },
  get lowProducts() {
    return tr('dashboard.lowProducts');
  },
  get productsOk() {
    return tr('dashboard.productsOk');
  },
  minimum: (qty: string) => tr('dashboard.minimum', { qty }),
  moreProducts: (n: number) => tr('dashboard.moreProducts', { n }),
  moreMaterials: (n: number) => tr('dashboard.moreMaterials', { n }),
  get materials() {
    return tr('dashboard.materials');
  },
  get materialsText() {
    return tr('dashboard.materialsText');
  },
  get materialsOk() {
    return tr('dashboard.materialsOk');
  },
  remaining: (left: string, min: string) => tr('dashboard.remaining', { left, min }),
  runsOut: (date: string) => tr('dashboard.runsOut', { date }),
  daysLeft: (days: number) =>
    days < 1 ? tr('dashboard.outToday') : tr('dashboard.daysLeft', { days: Math.floor(days) }),
  get restock() {
    return tr('dashboard.restock');
  },
} as const;
