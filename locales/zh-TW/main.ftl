## pixreport — 繁體中文（台灣）。
## 數字由 ICU4X 格式化（16.7；2,097,152）；月份為「2018年11月」，後面直接接中文。`$unit` 是單位符號（GB/s、IOPS、op/s），
## 前後與中文之間保留半形空格；百分比寫成 `82.9%`（不加空格）。
## `$op` 是 op-subject-* 產生的句子主詞（「寫入效能」），後面直接接中文
## （「寫入效能在 16 個執行緒時…」），因此主詞須以中文字結尾。
## 組態名稱（$current、$baseline、$side）由作者提供，可能以中文或拉丁字母開頭；
## 句子中盡量讓它們出現在句首或全形標點之後，後面接半形空格，避免「與 大型組態」之類的多餘空格。
## 中文沒有複數；`[1]` 只用於「單一執行緒」這類措辭。

## 通用片段

value-with-unit = { $value } { $unit }
percent-signed = { $value }%
percent-of = { $pct }%
number-compact = { $scale ->
    [million-one] { $value } 百萬
    [billion-one] { $value } 十億
    [million] { $value } 百萬
    [billion] { $value } 十億
    [wan] { $value } 萬
    [yi] { $value } 億
   *[none] { $value }
}
caption-table = 表 { $n }：{ $title }
caption-figure = 圖 { $n }：{ $title }

## 作業：簡短標籤（圖例、表格）與句子主詞

op-write = 寫入
op-read = 讀取
op-create = 建立
op-stat = stat
op-remove = 移除
op-rewrite = 重寫
op-reread = 重讀
op-random-read = 隨機讀取
op-random-write = 隨機寫入
op-tree-create = 目錄樹建立
op-tree-remove = 目錄樹移除
op-subject-write = 寫入效能
op-subject-read = 讀取效能
op-subject-create = 檔案建立效能
op-subject-stat = stat 效能
op-subject-remove = 檔案移除效能
op-subject-rewrite = 重寫效能
op-subject-reread = 重讀效能
op-subject-random-read = 隨機讀取效能
op-subject-random-write = 隨機寫入效能
op-subject-other = 「{ $name }」作業效能
op-subject-tree-create = 目錄樹建立效能
op-subject-tree-remove = 目錄樹移除效能

## 文件框架

doc-contents = 目錄
doc-byline = { $has_date ->
    [yes] { $has_authors ->
        [yes] { $date } · { $authors }
       *[no] { $date }
    }
   *[no] { $authors }
}
doc-footer = 本文件由 pixreport 為「{ $site }」產生。文中每個數字及其所依據的輸入資料，皆收錄於 { $file }。
provenance-reconstructed-title = 重建資料。
provenance-reconstructed = 本報告的結果是依據已發表的內容（{ $source }）重建而成。原文明確提到的每個數值（峰值、平穩區、下滑點）都如實呈現，其間的資料點則是我們的估計值，並非實測結果。
provenance-synthetic-title = 合成資料。
provenance-synthetic = 本報告的結果為示範本工具而虛構（{ $source }），並不代表任何真實系統。
provenance-measured-title = 實測資料。
nav-label = 網站導覽

## 章節

section-introduction = 簡介
section-architecture = 解決方案架構
section-components = 解決方案元件
section-performance = 效能特性分析
section-conclusions = 結論
section-future = 未來工作
section-summary = 峰值與持續效能
section-method = 數值的計算方式
section-scale-out = 橫向擴充
performance-intro = 我們以下列基準測試分析本解決方案的效能特性：

## 表格

table-components = 解決方案元件
table-testbed = 用戶端測試平台
table-filesystem = 檔案系統設定
table-summary = 峰值與持續效能
table-file-sizes = 「{ $benchmark }」中每個執行緒的檔案大小
table-distribution = 「{ $benchmark }」中檔案在各目錄的分布
table-comparison = { $title }（{ $unit }）
table-scale-out = 依單元數（{ $unit_name }）推估的效能（線性推估，非實測）
col-role = 角色
col-model = 型號
col-count = 數量
col-details = 詳細資訊
col-item = 項目
col-value = 數值
col-threads = 執行緒數
col-spread = { $op }：各次迭代範圍
data-spread = { $min } – { $max }（n = { $n }）
col-file-size = 每個執行緒的檔案大小
col-dirs-per-thread = 每個執行緒的目錄數
col-files-per-dir = 每個目錄的檔案數
col-total-files = 檔案總數
col-benchmark = 基準測試
col-operation = 作業
col-peak = 峰值
col-peak-threads = 峰值時的執行緒數
col-measure = 指標
col-sustained = 持續效能
col-change = 變化
col-units = { $unit_name }
col-report = 報告
col-date = 日期
col-languages = 語言
testbed-client_nodes = 用戶端節點
testbed-client_model = 用戶端節點型號
testbed-processors = 每節點處理器
testbed-cores_per_node = 每節點核心數
testbed-memory = 每節點記憶體
testbed-memory_per_node = 每節點記憶體（總計）
testbed-bios = BIOS
testbed-os = 作業系統
testbed-kernel = 作業系統核心
testbed-filesystem_client = 檔案系統用戶端
testbed-network = 互連網路
testbed-mpi = MPI
testbed-ofed = OFED
fs-name = 檔案系統
fs-block_size = 區塊大小
fs-subblocks_per_block = 每個區塊的子區塊數
fs-subblock_size = 子區塊大小
fs-pagepool = 頁面集區
fs-pagepool_clients = 頁面集區（用戶端）
fs-pagepool_servers = 頁面集區（伺服器）
fs-allocation = 區塊配置方式
fs-inode_size = inode 大小

## 基準測試章節

kind-sequential-n-n = { $tool } 循序效能：N 個用戶端對 N 個檔案
kind-sequential-n-1 = { $tool } 循序效能：N 個用戶端對單一共用檔案
kind-random-n-n = { $tool } 隨機小區塊效能：N 個用戶端對 N 個檔案
kind-metadata = { $tool } 中繼資料效能
kind-metadata-empty = { $tool } 中繼資料效能：空白檔案
kind-metadata-sized = { $tool } 中繼資料效能：{ $size } 檔案
kind-other = { $tool } 效能
bench-intro = { $same ->
    [yes] 我們僅以 { $min ->
        [1] 單一執行緒
       *[other] { $min } 個執行緒
    }執行 { $tool }。
   *[no] 我們執行 { $tool }，{ $min ->
        [1] 從單一執行緒開始
       *[other] 從 { $min } 個執行緒開始
    }{ $doubling ->
        [yes] ，每次將執行緒數加倍，
       *[no] ，
    }直到 { $max } 個執行緒為止。
}
param-transfer-size = 傳輸大小
param-file-size = 每個執行緒的檔案大小
bench-parameters = { $has ->
    [both] 每個執行緒以 { $transfer } 的傳輸大小讀寫一個 { $file } 的檔案。
    [transfer] 每個執行緒以 { $transfer } 的傳輸大小讀寫資料。
   *[file] 每個執行緒處理一個 { $file } 的檔案。
}
bench-file-size-rule = { $bounds ->
    [both] 為避免快取影響量測結果，總計 { $total } 的測試資料分配給各執行緒，但每個執行緒至少分得 { $min }、最多 { $max }。
    [min] 為避免快取影響量測結果，總計 { $total } 的測試資料分配給各執行緒，但每個執行緒至少分得 { $min }。
    [max] 為避免快取影響量測結果，總計 { $total } 的測試資料分配給各執行緒，但每個執行緒最多分得 { $max }，因此執行緒數少時資料總量較小。
   *[none] 為避免快取影響量測結果，總計 { $total } 的測試資料分配給各執行緒。
}
bench-distribution = { $kind ->
    [total] 每個目錄存放 { $files } 個檔案，且不論執行緒數多少，檔案總數都維持不變，因此每個執行緒的目錄數取決於執行緒數。
   *[per-thread] 每個目錄存放 { $files } 個檔案；每個執行緒的目錄數依各執行緒數分別選定，由此得出下表的總數。
}
bench-distribution-same = 檔案在目錄中的分布方式與「{ $benchmark }」完全相同（請參閱該節的表格）。
bench-commands = { $count ->
    [1] 使用的命令列：
   *[other] 使用的命令列：
}
bench-log-scale = 數值軸採用對數刻度（以 10 為底），讓速率相差好幾個數量級的作業也能在同一張圖上判讀。
value-interpolated = ≈{ $value }
bench-stated-note = 實心標記為來源明確提供的數值；空心標記，以及資料表中以 ≈ 標示的數值，是在這些數值之間內插而得，並非量測結果。

## 觀察（每項作業一段）

obs-peak-sustained = { $variant ->
    [b] { $op }的最佳值為 { $peak } { $unit }，出現在{ $threads ->
        [1] 單一執行緒時
       *[other] {" "}{ $threads } 個執行緒時
    }
   *[a] { $op }{ $threads ->
        [1] 在單一執行緒時
       *[other] 在 { $threads } 個執行緒時
    }達到 { $peak } { $unit } 的峰值
}{ $method ->
    [median] ；此後直到 { $max } 個執行緒的中位數為 { $sustained } { $unit }。
    [floor-dips] { $direction ->
        [lower] ，此後直到 { $max } 個執行緒，除孤立的突升點外都不高於 { $sustained } { $unit }。
       *[higher] ，此後直到 { $max } 個執行緒，除孤立下滑點外都不低於 { $sustained } { $unit }。
    }
   *[floor] { $direction ->
        [lower] ，此後直到 { $max } 個執行緒都不高於 { $sustained } { $unit }。
       *[higher] ，此後直到 { $max } 個執行緒都不低於 { $sustained } { $unit }。
    }
}
obs-still-rising = { $op }到 { $threads } 個執行緒（本次測試的最大值）時仍在{ $direction ->
    [lower] 改善
   *[higher] 攀升
}，達到 { $value } { $unit }，比前一個資料點{ $direction ->
    [lower] 改善
   *[higher] 高出
} { $gain }%；其上限超出本次測試的範圍。
obs-top-on-plateau = { $op }在 { $threads } 個執行緒（本次測試的最大值）時達到最佳值 { $value } { $unit }，但此時已進入平穩區，而非仍在攀升：與前一個資料點相比僅變化 { $gain }%{ $direction ->
    [lower] 。
   *[higher] 。
}
obs-single = { $op }僅在{ $threads ->
    [1] 單一執行緒
   *[other] { $threads } 個執行緒
}時量測，結果為 { $value } { $unit }；單一資料點無法顯示趨勢。
obs-linear = { $variant ->
    [b] 直到 { $to } 個執行緒，執行緒數每加倍一次，數值也幾乎加倍，最終達到{ $from ->
        [1] 單一執行緒時
       *[other] {" "}{ $from } 個執行緒時
    }的 { $factor } 倍。
   *[a] { $from ->
        [1] 從單一執行緒到 { $to } 個執行緒
       *[other] 從 { $from } 到 { $to } 個執行緒
    }幾乎呈線性擴展，成長為 { $factor } 倍。
}
obs-superlinear = { $from ->
    [1] 從單一執行緒到 { $to } 個執行緒
   *[other] 從 { $from } 到 { $to } 個執行緒
}的成長快於執行緒數的增加：執行緒數為 { $ratio } 倍，數值卻成長為 { $factor } 倍。
obs-plateau = { $variant ->
    [b] { $stability ->
        [very-stable] 隨後自 { $from } 個執行緒起出現約 { $level } { $unit } 的平穩區，變動幅度僅 { $spread }%。
        [stable] 隨後自 { $from } 個執行緒起出現約 { $level } { $unit } 的平穩區，最低點與最高點相差 { $spread }%。
       *[variable] 自 { $from } 個執行緒起，數值大致落在 { $level } { $unit } 上下，但區間內的起伏達 { $spread }%。
    }
   *[a] { $stability ->
        [very-stable] 從 { $from } 個執行緒起維持在約 { $level } { $unit } 的平穩區，變動幅度僅 { $spread }%。
        [stable] 從 { $from } 個執行緒起穩定在約 { $level } { $unit } 的水準，最低點與最高點相差 { $spread }%。
       *[variable] 從 { $from } 個執行緒起大致維持在 { $level } { $unit } 上下，但區間內的起伏達 { $spread }%。
    }
}
obs-dip = 在 { $threads } 個執行緒時{ $direction ->
    [lower] 短暫上升至 { $value } { $unit }，比前後兩點高 { $depth }%
   *[higher] 短暫下滑至 { $value } { $unit }，比前後兩點低 { $depth }%
}{ $counted ->
    [left-out] ；由於下一點隨即回升，持續效能不計入這一點。
    [counted] ；持續效能計入峰值之後的每一點，包括這一點。
    [median] ；峰值之後的中位數與其他各點一樣計入這一點。
   *[none] 。
}
obs-drop-top = { $direction ->
    [lower] 超過 { $from } 個執行緒後逐漸變差，到 { $to } 個執行緒時已上升 { $drop }%（{ $value } { $unit }）。
   *[higher] 超過 { $from } 個執行緒後逐漸回落，到 { $to } 個執行緒時已下降 { $drop }%（{ $value } { $unit }）。
}
obs-limit = { $ops }的峰值{ $count ->
    [1] 為
   *[other] 分別為
} { $limit }（{ $limit_value } { $unit }）的 { $list }。
obs-ops-spread = { $high }在所有作業中速率最高，其峰值是最慢作業（{ $low }）峰值的 { $factor } 倍。

## 比較

cmp-heading = { $current } 與 { $baseline } 的比較
cmp-intro = 本節針對「{ $benchmark }」比較兩種組態。比較對象：{ $current }；比較基準：{ $baseline }。所有變化皆相對於比較基準計算，正值表示比較對象較快。
cmp-largest-gain = { $op }{ $threads ->
    [1] 在單一執行緒時
   *[other] 在 { $threads } 個執行緒時
}提升最多，「{ $current }」領先 { $change }%。
cmp-largest-loss = { $op }{ $threads ->
    [1] 在單一執行緒時
   *[other] 在 { $threads } 個執行緒時
}退步最多，「{ $current }」慢了 { $change }%。
cmp-smallest-gain = { $threads ->
    [1] 單一執行緒
   *[other] { $threads } 個執行緒
}時的提升幅度最小，為 { $change }%。
cmp-mean = 以 { $count } 種執行緒數平均計算，相對於比較基準「{ $baseline }」的變化為 { $change }%。
cmp-reversal = { $count ->
    [1] 變化的正負號在 { $list } 個執行緒時反轉。
   *[other] 變化的正負號在 { $list } 個執行緒時反轉。
}
cmp-only = 「{ $side }」獨有的量測點：{ $list } 個執行緒；{ $count ->
    [1] 此點在另一組態中沒有對應資料，因此不列入比較。
   *[other] 另一組態沒有對應的資料，因此不列入比較。
}
cmp-zero-baseline = 在 { $list } 個執行緒時，「{ $baseline }」的量測值為 0，因此無法計算相對變化{ $count ->
    [1] 。
   *[other] 。
}
cmp-only-ops = 「{ $side }」獨有的量測作業：{ $list }。
fig-overlay-title = { $title }（兩種組態）
fig-overlay-desc = 以執行緒數為橫軸的折線圖。實線：{ $current }；虛線：{ $baseline }。
fig-change-title = 「{ $current }」相對於「{ $baseline }」的變化
fig-change-desc = 長條圖，呈現各執行緒數下的相對變化，每項作業一條長條。比較對象：{ $current }；比較基準：{ $baseline }。
axis-change = 變化（%），基準：{ $baseline }

## 橫向擴充

scale-intro = 本表將峰值與持續效能推估至更多單元（單元：{ $unit_name }）。{ $measured ->
    [1] 量測結果來自單一單元；
   *[other] 量測結果來自 { $measured } 個單元；
}其餘各欄皆假設效能隨單元數量線性成長，屬於推估而非實測。
scale-network = 此推估未考慮網路：一旦用戶端的連線或用戶端與伺服器之間的網路達到飽和，增加單元也不會再提升效能；因此在較大的規模下，上限取決於網路，而不是單元數量。

## 摘要與方法

summary-intro = 表 { $n } 彙整了每個資料序列的峰值，以及峰值之後所能維持的水準。
summary-still-rising = ↑ 該資料序列在最大執行緒數時仍在上升，因此其持續效能等於峰值。
summary-iterations = 每個數值都是該資料點 { $kind ->
    [same] { $max } 次迭代
   *[range] { $min }–{ $max } 次迭代
}的平均值；各圖下方的資料表列出其範圍與次數。
method-peak = 峰值：資料序列中的最佳值（通常為最高值；數值越低越好時則為最低值），以及首次出現該值時的執行緒數。
method-rounding = 數字以三位有效數字呈現（小數點前的各位數一律保留；若兩個不同的值會顯示成相同，該表格欄位會增加位數），採四捨六入五成雙：2.225 顯示為 2.22。
method-sustained = { $method ->
    [isolated-dip] 持續效能：從峰值起（含峰值）的最差值，不計孤立下滑點。
    [min-after-peak] 持續效能：從峰值起（含峰值）的最差值，每一點都計入。
   *[median-after-peak] 持續效能：從峰值起（含峰值）各值的中位數；這是典型水準，而非下限。
}
method-dip = 孤立下滑點：比前後兩個相鄰點都低 { $pct }% 以上的單一資料點。
method-observations = 線性擴展：從第一個點起，執行緒數每加倍一次，至少達到理想增幅的 { $linear }%（即至少 ×1.8）；成長超過執行緒倍數 { $margin }% 以上時稱為超線性。平穩區：從其第一個點起，之後每個點都落在該平穩區中位數的 ±{ $band }% 以內。
## 圖表

axis-threads = 執行緒數
axis-value = { $unit }
axis-value-log = { $unit }（對數刻度）
fig-limit-for = { $label }（僅適用於{ $ops }）
fig-scaling-desc = 折線圖：{ $ops }（{ $unit }）隨執行緒數（{ $min } 至 { $max }）的變化。

## 網站

site-intro = 以 pixreport 產生的儲存效能特性分析報告。請選擇報告與語言。

## 差異比較：本次執行與基準的對照

verdict-regressed = 退步
verdict-mixed = 有進有退
verdict-improved = 進步
verdict-unchanged = 無變化
verdict-inconclusive = 無法判定
verdict-not-comparable = 無法比較
diff-baseline = 基準
diff-current = 本次執行
diff-col-verdict = 判定
diff-title = { $report }：本次執行與基準的比較
diff-intro = 基準：{ $baseline }。本次執行：{ $current }。整體判定：{ $verdict ->
    [regressed] 至少有一個資料序列退步。
    [improved] 部分資料序列進步，且沒有任何資料序列退步。
    [mixed] 部分資料序列進步，部分資料序列退步。
    [unchanged] 沒有任何資料序列的變化超出雜訊與容許範圍。
    [inconclusive] 無法判定：每個資料點只有一個數值，也沒有雜訊估計（請重複迭代、宣告 noise_cv 或提供歷次執行紀錄）。
   *[other] 沒有可以比較的項目。
}
diff-missing = 本次執行缺少：{ $list }。{ $count ->
    [one] 基準中有此項量測
   *[other] 基準中有這些量測
}；除非指定 --allow-missing，缺少的序列會使檢查失敗。
diff-summary-missing = **本次執行缺少：**{ $list }
diff-only-benchmarks = { $side ->
    [baseline] 僅存在於基準、未納入比較：{ $list }。
   *[current] 僅存在於本次執行、未納入比較：{ $list }。
}
diff-series-verdict = { $verdict ->
    [regressed] { $op }在 { $count } 種執行緒數下退步。
    [improved] { $op }在 { $count } 種執行緒數下進步。
    [mixed] { $op }有進有退：共有 { $count } 種執行緒數出現變化。
    [unchanged] { $op }沒有變化。
    [inconclusive] { $op }：沒有雜訊估計，無法判定。
   *[other] { $op }無法比較。
}
diff-peak-changed = 峰值從 { $baseline } 變為 { $current } { $unit }（{ $change }%）。
diff-peak-moved = 峰值出現的位置從 { $from } 個執行緒移至 { $to } 個執行緒。
diff-sustained-changed = 持續效能從 { $baseline } 變為 { $current } { $unit }（{ $change }%）。
diff-scaling-worse = 高執行緒數下的擴展性變差：從 { $from } 個執行緒起，平均變化為 { $high }%，較低執行緒數則為 { $low }%。
diff-only-threads = { $side ->
    [baseline] 僅存在於基準：{ $list } 個執行緒。
   *[current] 僅存在於本次執行：{ $list } 個執行緒。
}
diff-col-interval = 95% 信賴區間
diff-col-p = p 值（Holm）
diff-col-n = n
diff-interval = { $low }% … { $high }%
diff-p-below = < { $value }
diff-axis-run = 執行
diff-axis-trend = 數值（{ $unit }）
diff-fig-trend-title = { $at ->
    [threads] { $op } 在 { $threads } 個執行緒時的歷次執行數值，{ $benchmark }
   *[peak] { $op }：歷次執行的峰值，{ $benchmark }
}
diff-change-point = { $op }：自執行 { $run } 起出現持續性變化，由 { $before } 變為 { $after } { $unit }（{ $change }%），{ $verdict ->
    [regressed] 屬於退步。
   *[other] 屬於改善。
}
diff-method = 每個資料點都在對數尺度上以 Student t 檢定比較。雜訊取自各次迭代（在整個序列中合併估計）、宣告的執行間雜訊（noise_cv）或歷次執行紀錄；p 值以 Holm 方法在整次比較中校正（α = { $alpha }），只有顯著且超出容許範圍（{ $threshold }%，除非該基準測試另有設定）的變化才算數。只有單一數值且無雜訊估計的資料點視為無法判定，絕不算作退步。在沒有實際變化的模擬中，被判為退步的比較至多占 { $false_alarms }%。
diff-summary-item = `{ $benchmark }` { $op }，{ $threads } 個執行緒：{ $baseline } → { $current } { $unit }（{ $change }%）
diff-summary-counts = 判定：**{ $verdict ->
    [regressed] 退步
    [improved] 進步
    [mixed] 有進有退
    [unchanged] 無變化
    [inconclusive] 無法判定（沒有雜訊估計）
   *[other] 無法比較
}**；{ $regressed } 個資料點退步，{ $improved } 個資料點進步。
diff-summary-regressions = 退步最多
diff-summary-improvements = 進步最多
diff-summary-more = …另有 { $count } 項。

figure-data = 圖表資料
nav-all-reports = 所有報告
nav-reports = 其他報告
site-headline = 「{ $benchmark }」的峰值：{ $peaks }

## 檔案系統分析

section-analytics = 檔案系統分析
analytics-capacity = 容量檢視
analytics-files = 檔案數量檢視
analytics-provenance = { $provenance ->
    [synthetic] 本節的使用量資料為合成資料（{ $source }），僅用於展示分析的樣貌，並不代表受測系統的實際狀態。
    [reconstructed] 本節的使用量資料是依據已發表的內容（{ $source }）重建而成。
   *[measured] 本節的使用量資料來自對檔案系統的掃描（{ $source }）。
}
analytics-intro = 此資料集涵蓋 { $files } 個檔案，總計 { $bytes }，分屬 { $owners } 位使用者。
fig-top-owners-bytes = 占用容量前 { $n } 名的使用者
fig-top-owners-files = 檔案數前 { $n } 名的使用者
fig-types-bytes = 占用容量前 { $n } 名的檔案類型
fig-types-files = 檔案數前 { $n } 名的檔案類型
fig-filesets-bytes = 占用容量前 { $n } 名的檔案集
fig-filesets-files = 檔案數前 { $n } 名的檔案集
fig-capacity-history = 依最後修改月份累計的容量變化
fig-size-histogram = 依大小分類的檔案數
axis-user = 使用者
axis-file-type = 檔案類型
axis-fileset = 檔案集
axis-capacity = 容量
axis-files = 檔案數
axis-month = 月份
axis-size-class = 檔案大小
axis-cumulative-share = 占總量的累計比例（%）
obs-top-owner-bytes = 占用容量最多的使用者是 { $user }，占總容量的 { $pct }%。
obs-top-owner-files = 擁有最多檔案的使用者是 { $user }，占全部檔案的 { $pct }%。
obs-top-owners = 前 { $n } 名使用者合計占總容量的 { $pct }%。
obs-top-type = 占用空間最多的是「{ $type }」類型的檔案，占總容量的 { $pct }%。
obs-top-fileset = 最大的檔案集是「{ $fileset }」，占總容量的 { $pct }%。
obs-small-files = 小於 { $limit } 的檔案占全部檔案的 { $files_pct }%，卻只占總容量的 { $bytes_pct }%：它們造成的是中繼資料的負擔，而不是空間的負擔。
obs-recent = 自 { $month }以來修改過的檔案占總容量的 { $pct }%。
size-below = < { $upper }
size-between = { $lower } – { $upper }
size-above = ≥ { $lower }
key-no-extension = （無副檔名）
key-other-types = （其他類型）
key-root-fileset = （根目錄）
key-unknown-user = uid { $uid }
diff-fig-change-title = 本次執行相對於基準的變化
diff-axis-change = 相對於基準的變化（%）
diff-fig-change-desc = 長條圖：各執行緒數下本次執行相對於基準的變化，每項作業一條長條。
# Latency sweeps (issue 17)
sweep-axis-iodepth = iodepth
sweep-axis-threads = 執行緒數
sweep-axis-block-size = 區塊大小
sweep-axis-file-size = 檔案大小
sweep-op-at = { $op }，{ $axis } { $value }
col-iops = IOPS
col-mean-latency = 平均
axis-iops = 吞吐量（IOPS）
axis-latency = { $pct } 延遲（{ $unit }）
axis-latency-any = 延遲（{ $unit }）
latency-intro = 每次執行也記錄了各項作業完成所需的時間。下列圖表將 { $pct } 延遲與各 { $axis } 下達到的吞吐量相對照，並呈現各百分位數如何隨負載增加而逐漸拉開。
fig-latency-title = { $benchmark }：{ $pct } 延遲與吞吐量的關係
fig-latency-desc = 折線圖：{ $pct } 延遲（對數刻度）與 IOPS 吞吐量的關係，每項作業一條線，各點依負載由低至高排列；每條線的拐點以圓圈標示。
fig-knee-label = 拐點：{ $axis } { $value }
fig-bound-label = 上限：{ $pct } ≤ { $bound }
latency-knee = { $curve }：拐點位於 { $axis } { $load }。到此為止 { $pct } 維持在 { $lat }，吞吐量為 { $iops } IOPS；到了 { $axis } { $next_load }，延遲躍升至 { $next_lat }，吞吐量卻只達 { $next_iops } IOPS，多出的負載只是在佇列中等待。
latency-no-knee = { $curve }：在量測範圍內沒有拐點；{ $pct } 在 { $lo } 至 { $hi } 之間變動，增幅始終未超過吞吐量的增幅。
latency-bound-met = { $curve }：在 { $pct } 不超過 { $bound } 的條件下，最高吞吐量為 { $iops } IOPS，出現在 { $axis } { $load }。
latency-bound-never = { $curve }：沒有任何量測負載能讓 { $pct } 保持在 { $bound } 以內；即使最輕的負載也達 { $lat }。
latency-best = { $curve }：最佳的 { $pct } 延遲為 { $lat }，出現在 { $axis } { $load }。
fig-percentiles-title = 各 { $axis } 的延遲百分位數：{ $curve }
fig-percentiles-desc = 折線圖：{ $curve } 在各 { $axis } 下的延遲百分位數（對數刻度），每個百分位數一條線。
fig-heatmap-title = { $op }：IOPS 熱圖（{ $x } × { $y }）
fig-heatmap-desc = IOPS 熱圖（{ $op }）。橫軸：{ $x }；縱軸：{ $y }。IOPS 越高，格子顏色越深；每格標示數值，最佳的格子加框並標上星號。
latency-heatmap-best = { $op }：最高 IOPS 為 { $iops }（標星號的格子），出現在 { $x } { $x_value }、{ $y } { $y_value } 時。
method-latency = 延遲：數值越低越好，因此最佳延遲即最低值。沿著延遲圖中的一條線（負載由低至高），找出第一個 { $pct } 上升超過 { $rise }%、而吞吐量的相對增幅卻不到其一半的步驟，拐點就是這一步之前的最後一個負載；超過拐點後，增加未完成的 I/O 只會換來等待，而不會換來吞吐量。延遲上限下的吞吐量，是指 { $pct } 保持在宣告上限內的各負載中最高的 IOPS。重複執行所得的百分位數取平均值。

## 白皮書（PDF，`build --pdf`）
pdf-link = 白皮書（PDF）
pdf-references = 參考資料
pdf-colophon = 版本說明
pdf-colophon-text = 本文件由 pixreport { $version } 以 Typst 依下列輸入檔排版而成；每個檔案皆以其 SHA-256 摘要識別，讀者可據以核對每張圖表確實出自這些資料。
pdf-inputs = 輸入檔案
pdf-col-file = 檔案
pdf-col-sha256 = SHA-256
diff-best-changed = 最佳值從 { $baseline } 變為 { $current } { $unit }（{ $change }%）。
diff-best-moved = 最佳值出現的位置從 { $from } 個執行緒移至 { $to } 個執行緒。
diff-fig-trend-title-best = { $op }：歷次執行的最佳值，{ $benchmark }
sweep-subject-iodepth = 佇列深度 { $value } 時的{ $op }
sweep-subject-at = { $op }（{ $axis } { $value }）

# 標題、mdtest 目錄樹作業、執行歷史（issue 15 與 11）
heading-qualified = { $heading }（{ $detail }）
heading-transfer = 傳輸大小 { $size }
heading-file-size = 每個執行緒 { $size }
fig-tree-title = { $benchmark }：目錄樹作業
bench-tree-note = 目錄樹的建立與移除作用於目錄而非檔案：它們另以一張圖呈現，比較各項檔案作業時也不納入。
section-history = 執行歷史
history-intro = { $count ->
   *[other] 在本次建置之前，本報告已發布 { $count } 次。
} 每張圖依時間先後（由舊到新）呈現一個資料序列在各次執行中的峰值（實線）與持續水準（虛線）；加圈的點表示水準自該次執行起出現持久變化。
history-this-run = 本次建置
history-fig-title = { $benchmark }，{ $op }：各次執行的峰值與持續水準
history-fig-desc = 折線圖：{ $op } 在每次執行中的峰值與持續水準（{ $unit }），由舊到新，共 { $count } 次執行。
history-change = { $op }，{ $measure }：自執行 { $run } 起，水準由 { $before } 變為 { $after } { $unit }（{ $change }%），{ $verdict ->
    [regressed] 屬於效能退步。
   *[other] 屬於效能改善。
}
history-steady = 在這些執行中，沒有任何資料序列出現持久變化。
history-measure-peak = 峰值
history-measure-sustained = 持續水準
# 組合而成的表頭（issue 14）：標籤加單位用全形括號；作業與比較對象之間用「・」，前後不留空格（避免換行後行首出現「・」）
col-with-unit = { $label }（{ $unit }）
col-op-side = { $op }・{ $side }
method-grouping = 執行緒數是標籤，一律不加千分位（{ $threads }）；其他數字在表格與圖表中從四位數起加千分位（{ $table }），在內文中則從五位數起（{ $prose }、{ $large }）。

## 閱讀網站：圖表資料點、資料下載、配色、搜尋、引用

fig-point = { $op }，{ $threads } 個執行緒：{ $value }
fig-point-spread = { $point }（{ $n } 次重複的平均，從 { $min } 到 { $max }）
figure-csv = 下載這些數字 (CSV)
theme-label = 配色
theme-auto = 依系統設定
theme-light = 淺色
theme-dark = 深色
search-link = 搜尋
search-title = 搜尋報告
search-label = 要搜尋的字詞
search-button = 搜尋
search-found = 含有這些字詞的報告：
search-none = 沒有報告含有這些字詞。
search-unavailable = 此網站副本無法使用搜尋：搜尋索引會在網站發布時加入。
search-noscript = 搜尋在瀏覽器中執行，需要 JavaScript。所有報告都列在索引頁上。
cite-heading = 引用本報告
cite-plain = 純文字
cite-bibtex = BibTeX
site-examples-heading = 在虛擬機上量測的範例
site-examples-intro = 在開發用虛擬機上進行的小型測試，展示原始基準測試記錄如何變成報告。它們量測的是該機器的頁面快取與虛擬磁碟，而非儲存產品，因此與上方的效能特性分析分開列出。
latency-one-load = { $curve }：只在單一負載下量測，{ $pct } 為 { $lo }；至少需要兩個負載點才能判斷拐點。

## 使用量快照的時間變化（分析）
analytics-snapshots = 容量隨時間的變化
fig-snapshots-filesets = 各快照的容量：總量與前 { $n } 大的檔案集
fig-snapshots-owners = 各快照的容量：總量與前 { $n } 大的使用者
axis-snapshot = 快照
snapshots-total = 總量
snapshots-new = 新增
table-growth-filesets = 自 { $from } 至 { $to } 各檔案集的成長
table-growth-owners = 自 { $from } 至 { $to } 各使用者的成長
col-capacity-change = 容量變化
col-files-change = 檔案數變化
obs-snapshots-growth = 自 { $from } 至 { $to }，容量變化 { $bytes }（{ $pct }），檔案數變化 { $files }。
obs-snapshots-growers = 使用者中成長最多的是 { $user }（{ $user_bytes }）；檔案集中則是「{ $fileset }」（{ $fileset_bytes }）。
obs-snapshots-no-growers = 這兩份快照之間，沒有任何使用者或檔案集成長。
obs-snapshots-user-grew = 使用者中成長最多的是 { $user }（{ $user_bytes }）；沒有任何檔案集成長。
obs-snapshots-fileset-grew = 檔案集中成長最多的是「{ $fileset }」（{ $fileset_bytes }）；沒有任何使用者成長。
# 兩個掃描參數的格狀量測（IOzone 自動模式）與只有平均值的延遲
sweep-axis-record-size = 記錄大小
grid-intro = { $tool } 針對每項作業量測了所給定的每一種 { $x } 與 { $y } 組合，因此每項作業以熱圖而非曲線呈現：每種組合一格並標示其數值，最佳的格子加框並標上星號。工具略過的組合保持空白，而不是零。
fig-grid-title = { $benchmark }：{ $op }（{ $x } × { $y }，{ $unit }）
fig-grid-desc = { $op } 的熱圖，單位為 { $unit }。橫軸：{ $x }；縱軸：{ $y }（每一級加倍）。數值越大，格子顏色越深；每格標示數值，最佳的格子加框並標上星號，未量測處以短橫線表示。
grid-best = { $op }：最佳的格子為 { $value }，出現在 { $x } { $x_value }、{ $y } { $y_value } 時。
latency-stat-mean = 平均
latency-intro-mean = 每次執行也記錄了各項作業完成所需的平均時間；此工具不提供百分位數，因此下圖將平均延遲與各 { $axis } 下達到的吞吐量相對照，文中也只談平均值。
summary-grids-only = 本報告的每項基準測試都是針對兩個掃描參數、而非執行緒數量量測的，因此沒有峰值或持續水準可以列表；上方每張熱圖都標出了其最佳格子。

## 比較中的檔案系統使用量（兩邊都有使用量資料，或兩份使用量 CSV）
diff-usage-heading = 檔案系統使用量
diff-usage-title = { $name }：檔案系統使用量與基準的比較
diff-usage-intro = 基準：{ $baseline }。本次資料：{ $current }。此次只比較檔案系統使用量，因此不作判定。
diff-usage-totals = 從基準到本次資料，容量變化 { $bytes }（{ $pct }），檔案數變化 { $files }（{ $files_pct }）。
diff-usage-taken = 基準資料的擷取日期為 { $from }，本次資料為 { $to }。
diff-usage-filesystem = 檔案系統：{ $name }。
diff-usage-baseline-newer = 基準資料比本次資料還新：兩邊的順序可能顛倒了。
diff-usage-gone = 已消失
diff-usage-table-owners = 從基準到本次資料，各使用者的變化
diff-usage-table-filesets = 從基準到本次資料，各檔案集的變化
diff-usage-line = { $axis } { $key }：容量 { $bytes }（{ $bytes_pct }），檔案數 { $files }（{ $files_pct }）
diff-usage-note = 使用量的變化只列出、不評判：不會改變判定結果，也不會讓 --fail-on-regression 回傳結束狀態 2。
diff-usage-method = 使用者與檔案集依名稱配對；只出現在其中一邊者標示為新增或已消失。變化以位元組與檔案數計算，百分比相對於基準計算（新增的使用者或檔案集沒有百分比）。
diff-usage-unchanged = 兩邊的檔案系統使用量完全相同：總量、使用者與檔案集都沒有變化。
