import { actor } from '../../routes/crud.js';
import { removeImage, storeImage } from '../platform/images.js';
import { getBusinessProfile, setBusinessLogo, updateBusinessProfile } from './businessProfile.js';
import type { HandlerGroup } from '../../routes/handler.js';

/** The business profile: read by anyone signed in, changed with Profil Usaha's update right. */
export const businessProfileHandlers: HandlerGroup<
  'businessProfileGet' | 'businessProfileUpdate' | 'businessProfileUpload'
> = {
  businessProfileGet: async ({ db }) => ({ datas: await getBusinessProfile(db) }),

  /** A removed logo's file goes once the change is committed; the standing orders' timer follows the profile. */
  async businessProfileUpdate({ body, caller, config, tx, req }) {
    const { after, removedLogo } = await tx((t) => updateBusinessProfile(t, actor(caller), body));
    await removeImage(config.dataDir, 'business', removedLogo);
    // Standing orders are made at the profile's time from now on (in other processes, after their next run).
    void req.server.standingOrders.reschedule();
    return { message: 'Profil usaha berhasil disimpan.', datas: after };
  },

  /** The logo is decoded and stored first, then the profile points at it; a failure removes the new file. */
  async businessProfileUpload({ uploads, caller, config, db, tx }) {
    const name = await storeImage(config.dataDir, 'business', uploads.logo, 'logo');
    let previous: string | null;
    try {
      previous = await tx((t) => setBusinessLogo(t, actor(caller), name));
    } catch (err) {
      await removeImage(config.dataDir, 'business', name);
      throw err;
    }
    await removeImage(config.dataDir, 'business', previous);
    return { message: 'Logo berhasil diperbarui.', datas: await getBusinessProfile(db) };
  },
};
