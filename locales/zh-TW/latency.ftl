## pixreport — 繁體中文（台灣）。
## 數字由 ICU4X 格式化（16.7；2,097,152）；月份為「2018年11月」，後面直接接中文。`$unit` 是單位符號（GB/s、IOPS、op/s），
## 前後與中文之間保留半形空格；百分比寫成 `82.9%`（不加空格）。
## `$op` 是 op-subject-* 產生的句子主詞（「寫入效能」），後面直接接中文
## （「寫入效能在 16 個執行緒時…」），因此主詞須以中文字結尾。
## 組態名稱（$current、$baseline、$side）由作者提供，可能以中文或拉丁字母開頭；
## 句子中盡量讓它們出現在句首或全形標點之後，後面接半形空格，避免「與 大型組態」之類的多餘空格。
## 中文沒有複數；`[1]` 只用於「單一執行緒」這類措辭。

# Latency sweeps (issue 17)
sweep-axis-iodepth = iodepth
sweep-axis-threads = 執行緒數
sweep-axis-block-size = 區塊大小
sweep-axis-file-size = 檔案大小
sweep-op-at = { $op }，{ $at }
# 執行緒數也照「執行緒數 4」的寫法；$axis 與 $n 只供其他語言選擇詞形
sweep-at = { $axis ->
    [threads] { $n ->
       *[other] { $value } 個執行緒
    }
   *[other] { $name } { $value }
}
latency-intro = 每次執行也記錄了各項作業完成所需的時間。下列圖表將 { $pct } 延遲與各 { $axis } 下達到的吞吐量相對照，並呈現各百分位數如何隨負載增加而逐漸拉開。
latency-knee = { $curve }：拐點位於 { $axis } { $load }。到此為止 { $pct } 維持在 { $lat }，吞吐量為 { $iops } IOPS；到了 { $axis } { $next_load }，延遲躍升至 { $next_lat }，{ $stall ->
    [yes] 吞吐量卻只達 { $next_iops } IOPS，多出的負載只是在佇列中等待。
   *[no] 吞吐量則成長 { $growth }%，達 { $next_iops } IOPS：延遲的增幅超過吞吐量增幅的兩倍。
}
latency-no-knee = { $curve }：在量測範圍內沒有拐點；{ $pct } 在 { $lo } 至 { $hi } 之間變動，增幅始終未超過吞吐量的增幅。
latency-bound-met = { $curve }：在 { $pct } 不超過 { $bound } 的條件下，最高吞吐量為 { $iops } IOPS，出現在 { $axis } { $load }。
latency-bound-never = { $curve }：沒有任何量測負載能讓 { $pct } 保持在 { $bound } 以內；即使最輕的負載也達 { $lat }。
latency-best = { $curve }：最佳的 { $pct } 延遲為 { $lat }，出現在 { $axis } { $load }。
latency-heatmap-best = { $op }：最高 IOPS 為 { $iops }，出現在 { $x_at }、{ $y_at } 時{ $others ->
    [0] （標星號的格子）。
    [1] ；另有一個格子與此值相差不超過 { $tie }%，差距太小，無法分出高下（兩格都標有星號）。
   *[other] ；另有 { $others } 個格子與此值相差不超過 { $tie }%，差距太小，無法分出高下（全都標有星號）。
}
sweep-subject-iodepth = 佇列深度 { $value } 時的{ $op }
sweep-subject-at = { $op }（{ $axis } { $value }）
latency-one-load = { $curve }：只在單一負載下量測，{ $pct } 為 { $lo }；至少需要兩個負載點才能判斷拐點。
# 兩個掃描參數的格狀量測（IOzone 自動模式）與只有平均值的延遲
sweep-axis-record-size = 記錄大小
grid-intro = { $tool } 針對每項作業量測了所給定的每一種 { $x } 與 { $y } 組合，因此每項作業以熱圖而非曲線呈現：每種組合一格並標示其數值，最佳的格子加框並標上星號。工具略過的組合保持空白，而不是零。
grid-best = { $op }：最佳的格子為 { $value }，出現在 { $x_at }、{ $y_at } 時{ $others ->
    [0] 。
    [1] ；另有一個格子與此值相差不超過 { $tie }%，差距太小，無法分出高下（兩格都標有星號）。
   *[other] ；另有 { $others } 個格子與此值相差不超過 { $tie }%，差距太小，無法分出高下（全都標有星號）。
}
latency-stat-mean = 平均
latency-intro-mean = 每次執行也記錄了各項作業完成所需的平均時間；此工具不提供百分位數，因此下圖將平均延遲與各 { $axis } 下達到的吞吐量相對照，文中也只談平均值。
# fio's latencies and caveats (issue 42)
latency-kind = { $kind ->
    [clat] 此處的延遲是 fio 的完成延遲（clat）：從送出一筆 I/O 請求到其完成的時間，不含送出本身（slat）。這些是 fio 預設列出的百分位數；若 fio 有記錄，平均總延遲（lat = slat + clat）與平均送出延遲則列於圖表資料中。
   *[lat] 此處的延遲是 fio 的總延遲（lat），即送出延遲（slat）加上完成延遲（clat）；設定 lat_percentiles=1 時，fio 才會提供其百分位數。
}
col-mean-of = { $kind } 平均
caveat-label = 注意：
fio-caveat-buffered = { $direct ->
    [unknown] fio 的 normal 格式輸出不會註明此工作（job）是否使用直接 I/O。除非以 direct=1 執行，否則其 I/O 會經過頁面快取（fio 預設為 direct=0），吞吐量與延遲因此大多反映頁面快取，而非儲存裝置。
   *[other] 此工作（job）以緩衝方式執行（direct=0，fio 的預設值）：其 I/O 經過頁面快取，因此吞吐量與延遲大多反映頁面快取，而非儲存裝置。非同步引擎甚至可能在送出時就完成緩衝讀取，使完成延遲（clat）遠低於總延遲（lat）。若要量測裝置本身，請使用 direct=1。
}
fig-latency-point = { $curve }，{ $axis } { $value }：{ $iops } IOPS，{ $pct } { $lat }
fig-percentile-point = { $pct }，{ $axis } { $value }：{ $lat }
fig-cell = { $y_at }，{ $x_at }：{ $value }
