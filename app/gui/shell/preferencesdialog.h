// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/analysis/stallthresholds.h"

#include <QDialog>
#include <QHash>

class QDoubleSpinBox;

namespace vmscope {

/// How inputs are read (the most a compressed input may expand to) and the analysis
/// thresholds (docs/stalls.md), one spin box each, grouped by rule, with the defaults one click
/// away.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(const StallThresholds &thresholds, QWidget *parent = nullptr);

    [[nodiscard]] StallThresholds thresholds() const;
    /// The most a compressed input may expand to, as the dialog shows it.
    [[nodiscard]] qint64 maxExpandedBytes() const;
    void setMaxExpandedBytes(qint64 bytes);
    /// The spin box of a setting ("io-stall.min-samples"), or nullptr.
    [[nodiscard]] QDoubleSpinBox *editor(const QString &key) const { return m_editors.value(key); }

    /// The thresholds saved in the settings, defaults for those never set.
    [[nodiscard]] static StallThresholds savedThresholds();
    static void saveThresholds(const StallThresholds &thresholds);
    /// The saved limit of compressed inputs (`vmscope-cli --max-expanded`), 4 GiB unless set.
    [[nodiscard]] static qint64 savedMaxExpandedBytes();
    static void saveMaxExpandedBytes(qint64 bytes);

private:
    void showThresholds(const StallThresholds &thresholds);

    QHash<QString, QDoubleSpinBox *> m_editors;
    QDoubleSpinBox *m_maxExpanded = nullptr;
};

} // namespace vmscope
