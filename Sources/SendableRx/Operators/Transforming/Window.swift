// SendableRx — `window(timeSpan:count:scheduler:)`.

extension ObservableType {
    /// Splits the elements into windows — inner observables — each closed when `count` elements have passed
    /// through it or `timeSpan` has passed since it opened, whichever comes first.
    ///
    /// ```
    /// source:                            -1-2-3-----4-|
    /// window(timeSpan: 5, count: 2):     W[-1-2|]W[-3--|]W[4|]…
    /// ```
    ///
    /// The first window opens at subscription. A window is a hot sequence: subscribe to it as soon as it is
    /// emitted to see all its elements. The source stays subscribed while any window is subscribed, even after
    /// the outer subscription is disposed.
    ///
    /// A zero `timeSpan` opens a new window each time the scheduler runs the timer: every tick on a
    /// `TestScheduler`, as fast as a real scheduler can run it (a busy loop).
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time a window stays open.
    ///   - count: The largest number of elements in a window.
    ///   - scheduler: The scheduler that times the windows.
    /// - Returns: The sequence of windows. As in RxSwift, a `count` below 1 sets no count limit (windows are closed
    ///   by time only) and a negative `timeSpan` counts as zero.
    public func window(
        timeSpan: RxTimeInterval,
        count: Int,
        scheduler: any SchedulerType
    ) -> Observable<Observable<Element>> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            let actions = SerialActions()
            let timer = SerialDisposable()
            let group = CompositeDisposable()
            let refCount = RefCountDisposable(disposable: group)
            var subject = PublishSubject<Element>()
            var elementCount = 0
            var windowId = 0

            // A window holds the source subscription while it is subscribed; its own sink releases that hold
            // when the window terminates.
            func windowObservable(_ subject: PublishSubject<Element>) -> Observable<Element> {
                Observable.create { observer in
                    let release = refCount.retain()
                    return Disposables.create(release, subject.subscribe(observer))
                }
            }

            // Call inside `actions.locked`.
            func startNewWindowAndCompleteCurrent() {
                let finished = subject
                let next = PublishSubject<Element>()
                subject = next
                actions.later {
                    finished.on(.completed)
                    sink.forwardOn(.next(windowObservable(next)))
                }
            }

            func createTimer(_ id: Int) {
                if timer.isDisposed || actions.locked({ windowId != id }) { return }
                let nextTimer = SingleAssignmentDisposable()
                timer.disposable = nextTimer
                nextTimer.setDisposable(scheduler.scheduleRelative(id, dueTime: timeSpan) { previousId in
                    let newId = actions.locked { () -> Int? in
                        guard previousId == windowId else { return nil }
                        elementCount = 0
                        windowId &+= 1
                        startNewWindowAndCompleteCurrent()
                        return windowId
                    }
                    if let newId {
                        createTimer(newId)
                    }
                    return Disposables.create()
                })
            }

            createTimer(windowId)
            let first = subject
            actions.locked {
                actions.later { sink.forwardOn(.next(windowObservable(first))) }
            }
            group.insert(timer)
            let subscription = source.subscribe(AnyObserver<Element> { event in
                let newId = actions.locked { () -> Int? in
                    let current = subject
                    switch event {
                    case .next(let element):
                        actions.later { current.on(.next(element)) }
                        elementCount += 1
                        guard elementCount == count else { return nil }
                        elementCount = 0
                        windowId &+= 1
                        startNewWindowAndCompleteCurrent()
                        return windowId
                    case .error(let error):
                        actions.later {
                            current.on(.error(error))
                            sink.forwardOn(.error(error))
                            sink.dispose()
                        }
                        return nil
                    case .completed:
                        actions.later {
                            current.on(.completed)
                            sink.forwardOn(.completed)
                            sink.dispose()
                        }
                        return nil
                    }
                }
                if let newId {
                    createTimer(newId)
                }
            })
            group.insert(subscription)
            return (sink, refCount)
        }
    }
}
