// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

namespace vmscope {

/// The kernel a label names: "2.5.31-akpm" in "2.5.31-akpm:", "2.4.19" in "With 2.4.19",
/// "6.1-rc3" in "Linux 6.1-rc3". Empty when the label names none, or several different
/// ones ("2.5.31 vs 2.4.19"): such a label is prose and stays as it is. "-stock" and
/// "-vanilla" name the unpatched kernel: "2.5.31-stock" is 2.5.31.
[[nodiscard]] QString kernelNameOf(const QString &label);

/// True for a label that is a sentence from the mail ("ext3 is misbehaving:", "Are you
/// _sure_ it was bad with ext2?") rather than a kernel or a configuration ("2.4.19",
/// "[ordered]", "low latency off"): no kernel in it, and it ends like a sentence, runs
/// past five words, or has three or more with one of the little words prose is made of.
[[nodiscard]] bool isProseLabel(const QString &label);

} // namespace vmscope
