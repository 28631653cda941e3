## pixreport — 繁體中文（台灣）。
## 數字由 ICU4X 格式化（16.7；2,097,152）；月份為「2018年11月」，後面直接接中文。`$unit` 是單位符號（GB/s、IOPS、op/s），
## 前後與中文之間保留半形空格；百分比寫成 `82.9%`（不加空格）。
## `$op` 是 op-subject-* 產生的句子主詞（「寫入效能」），後面直接接中文
## （「寫入效能在 16 個執行緒時…」），因此主詞須以中文字結尾。
## 組態名稱（$current、$baseline、$side）由作者提供，可能以中文或拉丁字母開頭；
## 句子中盡量讓它們出現在句首或全形標點之後，後面接半形空格，避免「與 大型組態」之類的多餘空格。
## 中文沒有複數；`[1]` 只用於「單一執行緒」這類措辭。

value-with-unit = { $value } { $unit }
percent-signed = { $value }%
percent-of = { $pct }%
number-compact = { $scale ->
    [million-one] { $value } 百萬
    [billion-one] { $value } 十億
    [million] { $value } 百萬
    [billion] { $value } 十億
    [wan] { $value } 萬
    [yi] { $value } 億
    [wan-one] { $value } 萬
    [yi-one] { $value } 億
   *[none] { $value }
}
caption-table = 表 { $n }：{ $title }
caption-figure = 圖 { $n }：{ $title }
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
draft-title = 草稿。
draft-placeholders = 本報告仍含有 pixreport new 產生的預留位置文字（{ $places }）。請在發布報告前修改。
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
table-components = 解決方案元件
table-testbed = 用戶端測試平台
table-filesystem = 檔案系統設定
table-summary = 峰值與持續效能
table-summary-tool = 峰值與持續效能（{ $tool }）
table-file-sizes = 「{ $benchmark }」中每個執行緒的檔案大小
table-distribution = 「{ $benchmark }」中檔案在各目錄的分布
table-comparison = { $title }（{ $unit }；變化以 % 表示）
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
kind-sequential-n-n = { $tool } 循序效能：N 個用戶端對 N 個檔案
kind-sequential-n-1 = { $tool } 循序效能：N 個用戶端對單一共用檔案
kind-random-n-n = { $tool } 隨機小區塊效能：N 個用戶端對 N 個檔案
kind-random-n-1 = { $tool } 隨機小區塊效能：N 個用戶端對單一共用檔案
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
    [both-whole] 所有執行緒共用同一個 { $file } 的檔案，各自以 { $transfer } 的傳輸大小存取整個檔案。
    [file-whole] 所有執行緒共用同一個 { $file } 的檔案。
    [both-shared] 所有執行緒共用同一個檔案，各自以 { $transfer } 的傳輸大小存取其中屬於自己的 { $file } 部分。
    [file-shared] 所有執行緒共用同一個檔案，各自存取其中屬於自己的 { $file } 部分。
    [both] 每個執行緒以 { $transfer } 的傳輸大小存取一個 { $file } 的檔案。
    [transfer] 每個執行緒以 { $transfer } 的傳輸大小存取資料。
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
summary-intro = 表 { $n } 彙整了每個資料序列的峰值，以及峰值之後所能維持的水準。
summary-intro-split = { $count ->
    [2] 表 { $first } 與表 { $last }
   *[other] 表 { $first } 至表 { $last }
} 依測試工具分別彙整了每個資料序列的峰值，以及峰值之後所能維持的水準。
summary-estimated = ≈ 估計值：來源未提供此水準，也未提供此水準所在執行緒數的資料點。
summary-still-improving = { $marks ->
    [up] ↑ 仍在上升
    [down] ↓ 仍在下降（數值越低越好）
   *[both] ↑ 仍在上升，↓ 仍在下降（數值越低越好）
}：該資料序列在其有資料的最大執行緒數時，相對於先前的最佳點（或每一步都改善的一段攀升的起點）仍有改善，且幅度超出雜訊（兩點各次迭代離散幅度的合計；兩點都只有單一數值時為 ±{ $band }%），因此其持續效能等於峰值。
summary-iterations = 每個數值都是該資料點 { $kind ->
    [same] { $max } 次迭代
   *[range] { $min }–{ $max } 次迭代
}的平均值；各次迭代的數值範圍與次數，列在每張圖的資料中（圖的 CSV 檔，以及網頁上該圖下方的資料表）。
method-peak = 峰值：資料序列中的最佳值（通常為最高值；數值越低越好時則為最低值），以及首次出現該值時的執行緒數。
method-rounding = 數字取三位有效數字，小數部分末尾的 0 省略，因此 23.0 寫作 23（小數點前的各位數一律保留；若兩個不同的值會顯示成相同，該表格欄位會增加位數），採四捨六入五成雙：2.225 顯示為 2.22。
method-sustained = { $method ->
    [isolated-dip] 持續效能：從峰值起（含峰值）的最差值，不計孤立下滑點。
    [min-after-peak] 持續效能：從峰值起（含峰值）的最差值，每一點都計入。
   *[median-after-peak] 持續效能：從峰值起（含峰值）各值的中位數；這是典型水準，而非下限。
}
method-sustained-for = 適用於{ $list }。
method-sustained-benchmark = 「{ $name }」
method-dip = 孤立下滑點：比前後兩個相鄰點都低 { $pct }% 以上的單一資料點。
method-observations = 線性擴展：從第一個點起，執行緒數每加倍一次，至少達到理想增幅的 { $linear }%（即至少 ×1.8）；成長超過執行緒倍數 { $margin }% 以上時稱為超線性。平穩區：從其第一個點起，之後每個點都落在該平穩區中位數的 ±{ $band }% 以內；下滑幅度超過 { $band }% 的孤立下滑點絕不算在平穩區內，而每一步都朝同一方向變動、累計超出雜訊的各點屬於趨勢，而非平穩區。有多次迭代時，若平穩區各點之間的差異不超過其迭代的離散幅度，則只說明其落在各次執行之間的離散幅度內，不列數字。序列的結尾：將最後一點與其之前的最佳點比較，變化超出雜訊時才算數；雜訊為這兩點各次迭代離散幅度（(最大值 − 最小值) ÷ 平均值）的合計，兩點都只有單一數值時為 ±{ $band }%。若改善幅度超出雜訊，或每一步都上升（數值越低越好時為下降）且累計超出雜訊，序列仍在改善（摘要中標為 ↑，數值越低越好時標為 ↓），此處不視為平穩區；有四個以上資料點時，其最佳點應在本次測試範圍之外；資料點較少時，測試範圍太短，無法判斷。若退步幅度超出雜訊，則為衰退，並列出自最佳點起的退步幅度；若單一步驟（孤立下滑點除外）就占其中三分之二以上，則稱為集中在一步的衰退。其餘情況，序列以持平作結；有多次迭代時，若最後一點比最佳點差但未超出雜訊，則說明其落在這兩點各次執行之間的離散幅度以內。
section-analytics = 檔案系統分析
col-iops = IOPS
col-mean-latency = 平均
method-latency = 延遲：數值越低越好，因此最佳延遲即最低值。沿著延遲圖中的一條線（負載由低至高），找出第一個 { $pct } 上升超過 { $rise }%、而吞吐量的相對增幅卻不到其一半的步驟，拐點就是這一步之前的最後一個負載；超過拐點後，增加未完成的 I/O 換來的多半是等待；唯有吞吐量增幅不到 { $band }% 時，才稱多出的負載是在佇列中等待。熱圖中與最佳值相差不超過 { $tie }% 的格子視為與其並列，均標上星號。延遲上限下的吞吐量，是指 { $pct } 保持在宣告上限內的各負載中最高的 IOPS。重複執行所得的百分位數取平均值。
# 標題、mdtest 目錄樹作業、執行歷史（issue 15 與 11）
heading-qualified = { $heading }（{ $detail }）
heading-transfer = 傳輸大小 { $size }
heading-file-size = 每個執行緒 { $size }
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
history-note-accepted = 執行 { $run } 已被接受為新的基準水準：{ $said }。
history-note-failed = 執行 { $run } 雖未通過與前一次執行的比較，仍已發布（{ $said ->
    [regression] 出現效能退步或缺少資料序列
    [not-comparable] 兩次執行無法比較
   *[other] 無法進行比較
}）。
history-measure-peak = 峰值
history-measure-sustained = 持續水準
# 組合而成的表頭（issue 14）：標籤加單位用全形括號；作業與比較對象之間用「·」，前後不留空格（避免換行後行首出現「·」）
col-with-unit = { $close ->
    [none] { $label }（{ $unit }）
   *[other] { $label }，{ $unit }{ $close }
}
col-op-side = { $op }·{ $side }
method-grouping = 執行緒數是標籤，一律不加千分位（{ $threads }）；其他數字在表格與圖表中從四位數起加千分位（{ $table }），在內文中則從五位數起（{ $prose }、{ $large }）。
table-growth-filesets = 自 { $from } 至 { $to } 各檔案集的成長
table-growth-owners = 自 { $from } 至 { $to } 各使用者的成長
col-capacity-change = 容量變化
col-files-change = 檔案數變化
summary-grids-only = 本報告的每項基準測試都是針對兩個掃描參數、而非執行緒數量量測的，因此沒有峰值或持續水準可以列表；上方每張熱圖都標出了其最佳格子。
# The tool's run options (issue 42)
table-run-options = 「{ $benchmark }」的執行選項
col-option = 選項
