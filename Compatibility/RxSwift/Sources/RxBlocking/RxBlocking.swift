// The RxBlocking module of the compatibility package: SendableRxBlocking under RxBlocking's module name.
@_exported import SendableRxBlocking
