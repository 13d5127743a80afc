// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/capture.h"
#include "core/analysis/comparisonset.h"

#include <QList>
#include <QStringList>

namespace vmscope {

/// The groups of a comparison set as captures a chart can plot: one per label, in the set's
/// order, holding the label's runs one after another on the set's alignment axis
/// (ComparisonSet::alignedSeries) for the columns `keys` that some run has. Their ids are
/// "compare-1", "compare-2"..., their labels the set's; they belong to no Document.
[[nodiscard]] QList<Capture> comparisonCaptures(const ComparisonSet &set, const QStringList &keys);

} // namespace vmscope
