// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/capturelist.h"
#include "core/text/plaintable.h"

#include <QStringList>

#include <limits>
#include <optional>

namespace vmscope {

/// What File > Export Data and `vmscope-cli export --out x.csv` write, decided once: the
/// samples of the time-series captures that have any (vmstat, top, slabinfo), else the
/// symbols of the profiles.
struct DataExport
{
    QStringList metrics; // the columns; empty = every metric of the captures
    double from = -std::numeric_limits<double>::infinity(); // s
    double to = std::numeric_limits<double>::infinity();

    /// The table of `captures`, or nullopt and why in `error` (nothing to write, a metric no
    /// capture has, no sample in the span).
    [[nodiscard]] std::optional<PlainTable> table(const CaptureList &captures,
                                                  QString *error) const;
};

/// The metrics of the time-series captures among `captures`, in the order first seen.
[[nodiscard]] QStringList metricsOf(const CaptureList &captures);

} // namespace vmscope
