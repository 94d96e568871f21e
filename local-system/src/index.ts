export * from './local-system';
export * from './chromium-browser';
export * from './redis-keys';
