export * from './PublishControl';
