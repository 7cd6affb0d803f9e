import { describe, expect, it } from 'vitest';
import pt from '../../i18n/pt.json';
import {
  AVATAR_KEYS,
  DATA_EXPORT_KEYS,
  DELETE_ACCOUNT_KEYS,
  PASSWORD_CHANGE_KEYS,
  PROFILE_EDITOR_KEYS,
} from './messages.ts';
import { ARTICLE_EDITOR_KEYS, ARTICLE_MANAGER_KEYS } from '../documents/messages.ts';

describe('profile and article islands', () => {
  it.each([
    ['ProfileEditor', PROFILE_EDITOR_KEYS],
    ['AvatarUpload', AVATAR_KEYS],
    ['PasswordChange', PASSWORD_CHANGE_KEYS],
    ['DataExport', DATA_EXPORT_KEYS],
    ['DeleteAccount', DELETE_ACCOUNT_KEYS],
    ['ArticleEditor', ARTICLE_EDITOR_KEYS],
    ['ArticleManager', ARTICLE_MANAGER_KEYS],
  ])('%s: every key it shows has a Portuguese text', (_, keys) => {
    const missing = keys.filter((key) => !Object.hasOwn(pt, key));
    expect(missing).toEqual([]);
  });
});
