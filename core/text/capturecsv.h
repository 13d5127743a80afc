// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/capture.h"
#include "core/text/plaintable.h"

#include <QList>
#include <QStringList>

namespace vmscope {

/// The samples of time-series captures as one table for a spreadsheet: a row per sample,
/// captures one after another, with the capture, its label, the time (s since its first
/// sample) and one column per metric whose title carries the unit ("bo (blocks/s)").
/// `metrics` empty: every metric of the captures, in the order they first appear. Rows
/// outside [from, to] are left out; a metric a capture lacks is blank.
[[nodiscard]] PlainTable timeSeriesTable(const QList<const Capture *> &captures,
    const QStringList &metrics, double from, double to);

/// The symbols of profile captures as listed, a capture after another, with every number the
/// listing had (blank where it had none) and the share of the total each had.
[[nodiscard]] PlainTable profileTable(const QList<const Capture *> &captures);

/// A number as CSV writes it: shortest exact text, blank for NaN.
[[nodiscard]] QString csvNumber(double value);

} // namespace vmscope
