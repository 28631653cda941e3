## pixreport — 繁體中文（台灣）。
## 數字由 ICU4X 格式化（16.7；2,097,152）；月份為「2018年11月」，後面直接接中文。`$unit` 是單位符號（GB/s、IOPS、op/s），
## 前後與中文之間保留半形空格；百分比寫成 `82.9%`（不加空格）。
## `$op` 是 op-subject-* 產生的句子主詞（「寫入效能」），後面直接接中文
## （「寫入效能在 16 個執行緒時…」），因此主詞須以中文字結尾。
## 組態名稱（$current、$baseline、$side）由作者提供，可能以中文或拉丁字母開頭；
## 句子中盡量讓它們出現在句首或全形標點之後，後面接半形空格，避免「與 大型組態」之類的多餘空格。
## 中文沒有複數；`[1]` 只用於「單一執行緒」這類措辭。

verdict-regressed = 退步
verdict-mixed = 有進有退
verdict-improved = 進步
verdict-unchanged = 無顯著變化
verdict-inconclusive = 未檢定
verdict-unconfirmed-regression = 未經確認的退步（未檢定）
verdict-unconfirmed-improvement = 未經確認的進步（未檢定）
verdict-not-comparable = 無法比較
diff-baseline = 基準
diff-current = 本次執行
diff-col-verdict = 判定
diff-title = { $report }：本次執行與基準的比較
diff-intro = 基準：{ $baseline }。本次執行：{ $current }。整體判定：{ $verdict ->
    [regressed] 至少有一個資料序列退步。
    [improved] 部分資料序列進步，且沒有任何資料序列退步。
    [mixed] 部分資料序列進步，部分資料序列退步。
    [unchanged] 無顯著變化：所有資料點皆已檢定，沒有任何資料點的變化超出雜訊與容許範圍。
    [inconclusive] 無法判定，因為部分資料點無法檢定（缺少各次執行之間的雜訊估計：請提供 --history 或宣告 noise_cv），且沒有任何變化獲得確認。
   *[other] 沒有可以比較的項目。
}
diff-missing = 本次執行缺少：{ $list }。{ $count ->
    [one] 基準中有此項量測
   *[other] 基準中有這些量測
}；除非指定 --allow-missing，缺少的序列會使檢查失敗。
diff-summary-missing = **本次執行缺少**：{ $list }
diff-only-benchmarks = { $side ->
    [baseline] 僅存在於基準、未納入比較：{ $list }。
   *[current] 僅存在於本次執行、未納入比較：{ $list }。
}
diff-series-verdict = { $verdict ->
    [regressed] { $op }{ $at }退步。
    [improved] { $op }{ $at }進步。
    [mixed] { $op }有進有退：共有 { $count } 種執行緒數出現變化。
   *[other] { $op }無法比較。
}
diff-no-change = { $op }無顯著變化（在雜訊範圍 ±{ $noise }% 內）{ $ruled_out ->
    [yes] ；可排除 ±{ $threshold }% 的變化。
    [runs] ；約需 { $runs } 次先前執行的紀錄（--history），才能排除 ±{ $threshold }% 的變化。
    [never] ；再多的歷次執行紀錄也無法排除 ±{ $threshold }% 的變化：單次執行本身的變動就超過這個幅度。
   *[no] 。
}
diff-untested = { $op }{ $scope ->
    [all] 無法檢定
   *[some] 有 { $count } 個資料點（共 { $total } 個）無法檢定
}（缺少各次執行之間的雜訊估計：請提供 --history 或宣告 noise_cv）。
diff-unconfirmed = { $op }{ $at }{ $sign ->
    [up] { $count ->
        [one] 上升 { $pct }%
       *[other] 最多上升 { $pct }%
    }
   *[down] { $count ->
        [one] 下降 { $pct }%
       *[other] 最多下降 { $pct }%
    }
}，超出 { $threshold }% 的容許範圍，但無法確認：缺少各次執行之間的雜訊估計。{ $verdict ->
    [regression] 若變化屬實，即為退步。
   *[improvement] 若變化屬實，即為進步。
}
diff-operation = { $op }整體{ $verdict ->
    [regressed] 退步
   *[improved] 進步
}：變化中位數為 { $change }%（95% 信賴區間 { $low }% … { $high }%），{ $points } 個資料點中有 { $beyond } 個超出 { $threshold }% 的容許範圍（{ $extent }）。
diff-range = { $span ->
    [one] { $from }
   *[range] { $from } 到 { $to }
}
diff-extent-threads = { $span ->
    [range] 在 { $from } 到 { $to } 個執行緒之間
   *[list] 在 { $list } 個執行緒時{ $last ->
       *[other] { "" }
    }
}
diff-extent-axis = { $axis } { $range }
diff-at-cells = 在 { $total } 個格子中的 { $count } 個（{ $extent }）
diff-not-comparable = 工作負載不同，未納入比較：{ $list }。
diff-not-comparable-item = { $what }（{ $why ->
    [series] 沒有共同的執行緒數
   *[benchmark] 工具或基準測試類型不同
}）
diff-not-produced = 本次執行所用的工具版本不會產生下列項目，因此不列為缺少：{ $list }。
diff-not-produced-item = { $what }（{ $tool } { $version }；基準所用的 { $baseline_version } 會產生）
diff-workload-differs = { $benchmark } 執行的工作負載不同（{ $list }）。仍照常比較，解讀其變化時請謹慎。
diff-workload-item = { $what ->
    [commands] 命令列
    [transfer_size] 傳輸大小
    [file_size] 檔案大小
    [file_size_rule] 總資料量（由各執行緒均分）
    [distribution] 每個目錄的檔案數
   *[other] { $what }
}：基準為 { $baseline }，本次執行為 { $current }
diff-col-method = 雜訊來源
diff-col-noise = 雜訊（CV）
diff-col-df = 自由度
diff-noise = { $value }%
diff-source-history = 歷次執行紀錄
diff-source-declared-noise = 宣告的 noise_cv
diff-source-iterations = 迭代
diff-source-none = 無（未檢定）
diff-summary-unconfirmed = 未經確認的變化（未檢定）
diff-summary-unconfirmed-item = { $benchmark } { $label }，{ $at }：{ $count ->
    [one] { $signed }%
   *[other] 最多 { $signed }%
}（{ $verdict ->
    [regression] 可能退步
   *[improvement] 可能進步
}）
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
   *[other] 屬於進步。
}
diff-method = 每個資料點都在對數尺度上與各次執行之間的雜訊比較；這項雜訊取自歷次執行紀錄（--history）或宣告的 noise_cv，絕不單憑迭代估計：迭代的離散程度較大時，只會使雜訊估計變寬。每項作業（涵蓋其所有執行緒數，或網格中的所有格子）也會以其資料點變化的中位數，作為單一變化加以檢定。資料點與作業屬於同一個檢定族，p 值以 Holm 方法校正（α = { $alpha }）；只有顯著且超出容許範圍（{ $threshold }%，除非該基準測試另有設定）的變化才算數。網格（20 個資料點以上）的格子只透過所屬作業判定。「在雜訊範圍 ±x% 內」指作業變化的 95% 信賴區間半寬；若該作業未經檢定，則取其信賴區間最寬之資料點的半寬。當該區間落在 ± 容許範圍之內時，即可排除與容許範圍同等大小的變化。缺少各次執行之間雜訊估計的資料點不予檢定：變化超出容許範圍時列為未經確認的變化，只有指定 --fail-on-unconfirmed 時才會使檢查失敗，此時報告的整體判定為無法判定。在沒有實際變化的模擬中，被判為退步的比較至多占 { $false_alarms }%。
diff-summary-item = `{ $benchmark }` { $op }，{ $threads } 個執行緒：{ $baseline } → { $current } { $unit }（{ $change }%）
diff-summary-counts = 判定：**{ $verdict ->
    [regressed] 退步
    [improved] 進步
    [mixed] 有進有退
    [unchanged] 無顯著變化
    [inconclusive] 無法判定（部分資料點未檢定）
   *[other] 無法比較
}**；{ $regressed } 個資料點退步，{ $improved } 個進步，{ $unconfirmed } 個未經確認（未檢定），{ $unchanged } 個無顯著變化{ $unchanged ->
    [0] {""}
   *[other] （其中 { $ruled_out } 個可排除與容許範圍同等大小的變化）
}{ $untested ->
    [0] 。
   *[other] ；{ $untested } 個無法檢定。
}{ $ops ->
    [0] {""}
   *[other] 作為單一變化檢定的作業中，可排除與容許範圍同等大小變化的有 { $ops_ruled_out } 項（共 { $ops } 項）。
}
diff-summary-regressions = 退步最多
diff-summary-improvements = 進步最多
diff-summary-more = …另有 { $count } 項。
diff-fig-change-title = 本次執行相對於基準的變化
diff-axis-change = 相對於基準的變化（%）
diff-fig-change-desc = 長條圖：各執行緒數下本次執行相對於基準的變化，每項作業一條長條。
diff-grid-intro = 每項以網格量測的作業都有一張變化熱圖（本次執行相對於基準），每種組合一格。{ $worse ->
    [up] 紅色格子表示數值上升（變差；此指標越低越好）
   *[down] 紅色格子表示數值下降（變差）
}，藍色格子表示反向變化（變好）；降幅達一半或增幅達一倍（{ $halved } 或 { $doubled }）以上時顏色最深。淡色格子幾乎沒有變化，空白格子表示無可比較的資料。
diff-fig-grid-title = { $benchmark }：{ $op } 的變化（{ $x } × { $y }，%）
diff-fig-grid-desc = { $op } 變化百分比的熱圖（本次執行相對於基準）。橫軸：{ $x }；縱軸：{ $y }。紅色表示變差，藍色表示變好，變化達 { $halved } 以下或 { $doubled } 以上時顏色最深；空間足夠時每格標示變化，未比較處留白。
diff-best-changed = 最佳值從 { $baseline } 變為 { $current } { $unit }（{ $change }%）。
diff-best-moved = 最佳值出現的位置從 { $from } 個執行緒移至 { $to } 個執行緒。
diff-fig-trend-title-best = { $op }：歷次執行的最佳值，{ $benchmark }
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
