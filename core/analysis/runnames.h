// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/capturelist.h"

#include <QHash>
#include <QList>
#include <QString>

namespace vmscope {

/// A label as a row of the capture tree or a legend shows it: as found up to 28 characters
/// (a trailing colon dropped), else its first words and "…", after the kernel it names when
/// those words do not ("2.5.31 · FYI, just got this while…"). The whole label goes in the
/// tooltip.
[[nodiscard]] QString shortLabel(const QString &label);

/// The name each capture goes by in the tree, the charts' legends and Compare: its
/// shortLabel(), numbered "#1", "#2"… in the order found when captures of one kind share it
/// (seed 000's two `2.4.19` runs). Captures without a label are not in the map.
[[nodiscard]] QHash<QString, QString> runNames(const QList<Capture> &captures);
[[nodiscard]] QHash<QString, QString> runNames(const CaptureList &captures);
[[nodiscard]] QHash<QString, QString> runNames(const QList<const Capture *> &captures);

} // namespace vmscope
