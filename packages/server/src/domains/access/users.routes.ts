import fs from 'node:fs';
import { AppError, kindName, notFound } from '../../lib/errors.js';
import { text } from '../../lib/texts.js';
import { requireSelfOrRight } from '../../plugins/auth.js';
import { allows } from '../platform/access.js';
import { imageFile, removeImage, storeImage } from '../platform/images.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { passwordHashOf, photoName, setPassword, setPhoto, users } from './users.js';
import { crudHandlers } from '../../routes/crud.js';
import type { HandlerGroup } from '../../routes/handler.js';

const { userList, userDelete } = crudHandlers(
  users,
  { list: 'userList', add: 'userAdd', update: 'userUpdate', delete: 'userDelete' },
  (user, { config }) => removeImage(config.dataDir, 'photos', photoName(user)),
);

export const userHandlers: HandlerGroup<
  'userList' | 'userAdd' | 'userUpdate' | 'userNewPassword' | 'userUploadPhoto' | 'userDelete' | 'photoFile'
> = {
  userList,
  userDelete,

  // The password is hashed before the transaction: argon2 takes tens of milliseconds.
  async userAdd({ body, caller, tx }) {
    const { password, ...rest } = body;
    const passwordHash = await hashPassword(password);
    return {
      message: text('done.added', { what: kindName('user') }),
      datas: await tx((t) => users.create(t, caller, { ...rest, passwordHash })),
    };
  },

  /**
   * Anyone may change their own name, email and phone, and remove their photo; position, active and groups need
   * User Management. A removed photo's file goes once the change is committed.
   */
  async userUpdate({ body, req, tx, config }) {
    const caller = requireSelfOrRight(req, body.id);
    const access = req.routeOptions.config.access!;
    const full = allows(caller.rights, access.menus, access.right);
    const { id, version, name, email, phone, removePhoto } = body;
    const input = full ? body : { id, version, name, email, phone, removePhoto };
    const { before, after } = await tx(async (t) => ({
      before: await users.get(t, id),
      after: await users.update(t, caller, input),
    }));
    if (removePhoto) await removeImage(config.dataDir, 'photos', photoName(before));
    return { message: text('done.user.updated'), datas: after };
  },

  async userNewPassword({ body, req, db, tx }) {
    const caller = requireSelfOrRight(req, body.id);
    const target = body.id ?? caller.userId;
    const own = target === caller.userId;
    if (own) {
      const hash = await passwordHashOf(db, target);
      if (!body.currentPassword || !hash || !(await verifyPassword(hash, body.currentPassword))) {
        throw new AppError(422, 'auth.wrongPassword', { fields: ['currentPassword'] });
      }
    }
    const passwordHash = await hashPassword(body.newPassword);
    // Changing one's own password keeps this session; every other session of the user ends.
    await tx((t) => setPassword(t, caller, target, passwordHash, own ? caller.sessionId : undefined));
    return { message: text('done.password', { own: own ? 'yes' : 'no' }) };
  },

  async userUploadPhoto({ body, req, uploads, config, db, tx }) {
    const caller = requireSelfOrRight(req, body.id);
    const target = body.id ?? caller.userId;
    const name = await storeImage(config.dataDir, 'photos', uploads.photo);
    let previous: string | null;
    try {
      previous = await tx((t) => setPhoto(t, caller, target, name));
    } catch (err) {
      await removeImage(config.dataDir, 'photos', name);
      throw err;
    }
    await removeImage(config.dataDir, 'photos', previous);
    return { message: text('done.photo'), datas: await users.get(db, target) };
  },

  async photoFile({ params, config, reply }) {
    const image = imageFile(config.dataDir, 'photos', params.name);
    if (!image || !fs.existsSync(image.file)) throw notFound('photo');
    return reply
      .type(image.type)
      .header('Cache-Control', 'private, max-age=86400')
      .send(fs.createReadStream(image.file));
  },
};
