import { toFormData, type Schemas } from '@pawon/api-client';
import { api } from '../../lib/client';
import { unwrap } from '../../lib/apiResult';

export type User = Schemas['User'];

export interface AccountValues {
  name: string;
  email: string;
  phone: string;
}

export const profileApi = {
  /** Updates one's own name, email and phone (allowed to everyone for their own record). */
  async update(user: User, values: AccountValues, { removePhoto = false } = {}): Promise<User> {
    return (
      await unwrap(
        api.POST('/api/userApp/update', {
          body: {
            id: user.id,
            version: user.version,
            name: values.name.trim(),
            email: values.email.trim(),
            phone: values.phone.trim() || null,
            removePhoto: removePhoto || undefined,
          },
        }),
      )
    ).datas;
  },
  /** Uploads one's own photo (multipart). */
  async uploadPhoto(photo: File): Promise<User> {
    return (
      await unwrap(
        api.POST('/api/userApp/upload/', {
          body: { photo },
          bodySerializer: toFormData,
        }),
      )
    ).datas;
  },
  async changePassword(currentPassword: string, newPassword: string): Promise<void> {
    await unwrap(api.POST('/api/userApp/newPass/', { body: { currentPassword, newPassword } }));
  },
};
