import { describe, expect, it } from 'vitest';
import { s3BucketUrl, s3ObjectUrl } from './s3Url';

describe('s3ObjectUrl', () => {
  const key = '2026/11/ab12.png';

  it('puts the bucket in the host for AWS, OSS and COS', () => {
    const oss = { endpoint: 'https://oss-cn-hangzhou.aliyuncs.com', bucket: 'scm-photos', forcePathStyle: false, prefix: '' };
    expect(s3ObjectUrl(oss, key)).toBe('https://scm-photos.oss-cn-hangzhou.aliyuncs.com/2026/11/ab12.png');
    expect(s3BucketUrl(oss)).toBe('https://scm-photos.oss-cn-hangzhou.aliyuncs.com');
  });

  it('puts the bucket in the path for MinIO, keeping the port and a base path', () => {
    const minio = { endpoint: 'http://minio:9000/', bucket: 'scm', forcePathStyle: true, prefix: 'prod/' };
    expect(s3ObjectUrl(minio, key)).toBe('http://minio:9000/scm/prod/2026/11/ab12.png');
    expect(s3ObjectUrl({ ...minio, endpoint: 'https://gw.example.com/s3' }, key)).toBe('https://gw.example.com/s3/scm/prod/2026/11/ab12.png');
    expect(s3BucketUrl(minio)).toBe('http://minio:9000/scm');
  });

  it('encodes each segment of the key, not the separators', () => {
    const c = { endpoint: 'http://127.0.0.1:9000', bucket: 'b', forcePathStyle: true, prefix: '' };
    expect(s3ObjectUrl(c, 'a b/c+d.png')).toBe('http://127.0.0.1:9000/b/a%20b/c%2Bd.png');
  });
});
