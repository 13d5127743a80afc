// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/charts/timemarker.h"
#include "core/analysis/eventtimeline.h"
#include "core/model/document.h"
#include "core/model/finding.h"

#include <QList>

namespace vmscope {

/// A marker on every time series of `document` for each oops that happened during it
/// (core/eventtime.h says when that is known), captioned with the kind and the faulting
/// function.
[[nodiscard]] QList<TimeMarker> oopsMarkers(const Document &document);

/// A marker on every time series of `document` for each kernel log message of its Events
/// captures that happened during it (allocation failures, OOM kills, hung tasks, soft lockups),
/// placed as oopses are; keyed "EVENTS_ID#INDEX".
[[nodiscard]] QList<TimeMarker> kernelEventMarkers(const Document &document);

/// "alloc-failure order 3", "oom-kill: dd", "hung-task: pdflush 120 s", "soft-lockup CPU#1 22 s":
/// what a marker of the message says.
[[nodiscard]] QString kernelEventCaption(const KernelEvent &event);

/// A marker for each message of the Events capture `events` on its own `timeline` (the
/// Events page's chart), keyed as kernelEventMarkers() keys them.
[[nodiscard]] QList<TimeMarker> eventTimelineMarkers(const Capture &events,
    const EventTimeline &timeline);

/// A marker for each finding of `findings` on a run's time axis (stalls, gaps, storms),
/// keyed by its index, captioned with the rule and the duration.
[[nodiscard]] QList<TimeMarker> findingMarkers(const Document &document,
    const QList<Finding> &findings);

/// A marker for each of the user's notes in `document`, keyed by the annotation's id.
[[nodiscard]] QList<TimeMarker> noteMarkers(const Document &document);

/// Every marker the charts of `document` show: findings, oopses, kernel log events, then the
/// user's notes.
[[nodiscard]] QList<TimeMarker> documentMarkers(const Document &document,
    const QList<Finding> &findings);

} // namespace vmscope
