/** Processed payment-provider events, for webhook idempotency. */
export interface PaymentEventRepository {
  /**
   * Records the event as processed. Resolves false when it already was: of two concurrent deliveries,
   * exactly one gets true.
   */
  markProcessed(eventId: string, type: string): Promise<boolean>;
  isProcessed(eventId: string): Promise<boolean>;
}
