import { useAtomValue } from 'jotai';
import { LoadingDialog, ToastProvider } from '@pawon/ui';
import { loadingVisibleAtom } from '../lib/feedback';
import { t } from '../lib/messages';
import { ToastBridge } from './ToastBridge';

/**
 * The toast region and the loading dialog. A chunk of its own, loaded the first time either is needed, so the
 * sign-in page does not download them.
 */
export default function Feedback() {
  const open = useAtomValue(loadingVisibleAtom);
  return (
    <>
      <ToastProvider>
        <ToastBridge />
      </ToastProvider>
      <LoadingDialog open={open} message={t('common.pleaseStandBy')} />
    </>
  );
}
