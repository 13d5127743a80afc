// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/analysis/stallthresholds.h"

#include <QDialog>
#include <QHash>

class QDoubleSpinBox;

namespace vmscope {

/// The analysis thresholds (docs/stalls.md), one spin box each, grouped by rule, with the
/// defaults one click away.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(const StallThresholds &thresholds, QWidget *parent = nullptr);

    [[nodiscard]] StallThresholds thresholds() const;
    /// The spin box of a setting ("io-stall.min-samples"), or nullptr.
    [[nodiscard]] QDoubleSpinBox *editor(const QString &key) const { return m_editors.value(key); }

    /// The thresholds saved in the settings, defaults for those never set.
    [[nodiscard]] static StallThresholds savedThresholds();
    static void saveThresholds(const StallThresholds &thresholds);

private:
    void showThresholds(const StallThresholds &thresholds);

    QHash<QString, QDoubleSpinBox *> m_editors;
};

} // namespace vmscope
