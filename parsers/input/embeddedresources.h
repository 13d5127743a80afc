// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

namespace vmscope {

/// Registers the resources (demo thread, icons) that the static vmscope_resources library
/// embeds: a static library's resources are not registered on their own. Safe to call twice.
void registerEmbeddedResources();

} // namespace vmscope
