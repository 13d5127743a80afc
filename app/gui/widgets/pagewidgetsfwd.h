// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// The pieces a capture page (profile, profile diff, slabs, processes) is built of, declared
// for the pages' headers, as <iosfwd> does for streams.

namespace vmscope {

class CaptureTable;
class ChartStack;
class PageStack;
class TableFilterBar;
class TableFilterProxyModel;
class TopCountBox;

} // namespace vmscope
