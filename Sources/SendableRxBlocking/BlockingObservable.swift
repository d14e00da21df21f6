// SendableRxBlocking — placeholder replaced by the blocking work.
