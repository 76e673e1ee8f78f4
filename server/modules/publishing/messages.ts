import { said } from '../../lib/language';

export const msg = {
  draftMoved: said('草稿已被他人修改，请刷新后再保存', 'The draft was changed by someone else; reload it before saving'),
  releaseMoved: said('已有新的发布，请刷新后再操作', 'Someone published in the meantime; reload before publishing or rolling back'),
  noDraft: said('没有可发布的草稿', 'has no draft to publish'),
  noSuchRelease: said('没有这个发布版本', 'is not a release of this merchant'),
  notEarlier: said('只能回滚到更早的发布版本', 'must be an earlier release than the latest'),
};
