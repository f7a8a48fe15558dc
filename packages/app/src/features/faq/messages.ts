import idTexts from '../../i18n/catalogues/id/faq.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/faq.json). */
const tr = catalogueArea(idTexts);
/** Help text: how to use Pawon, in Indonesian. */
export const faqMessages = {
  get title() {
    return tr('faq.title');
  },
  get description() {
    return tr('faq.description');
  },
  items: [
    {
      get q() {
        return tr('faq.items.0.q');
      },
      get a() {
        return tr('faq.items.0.a');
      },
    },
    {
      get q() {
        return tr('faq.items.1.q');
      },
      get a() {
        return tr('faq.items.1.a');
      },
    },
    {
      get q() {
        return tr('faq.items.2.q');
      },
      get a() {
        return tr('faq.items.2.a');
      },
    },
    {
      get q() {
        return tr('faq.items.3.q');
      },
      get a() {
        return tr('faq.items.3.a');
      },
    },
    {
      get q() {
        return tr('faq.items.4.q');
      },
      get a() {
        return tr('faq.items.4.a');
      },
    },
    {
      get q() {
        return tr('faq.items.5.q');
      },
      get a() {
        return tr('faq.items.5.a');
      },
    },
    {
      get q() {
        return tr('faq.items.6.q');
      },
      get a() {
        return tr('faq.items.6.a');
      },
    },
    {
      get q() {
        return tr('faq.items.7.q');
      },
      get a() {
        return tr('faq.items.7.a');
      },
    },
    {
      get q() {
        return tr('faq.items.8.q');
      },
      get a() {
        return tr('faq.items.8.a');
      },
    },
  ],
} as const;
