// The accounts service's tables. The outbox and processed-event tables come from the kit so every service has the same ones.
export { outbox, processedEvents } from '@inkspell/service-kit/outbox-schema';
