## pixreport — 繁體中文（台灣）。
## 數字由 ICU4X 格式化（16.7；2,097,152）；月份為「2018年11月」，後面直接接中文。`$unit` 是單位符號（GB/s、IOPS、op/s），
## 前後與中文之間保留半形空格；百分比寫成 `82.9%`（不加空格）。
## `$op` 是 op-subject-* 產生的句子主詞（「寫入效能」），後面直接接中文
## （「寫入效能在 16 個執行緒時…」），因此主詞須以中文字結尾。
## 組態名稱（$current、$baseline、$side）由作者提供，可能以中文或拉丁字母開頭；
## 句子中盡量讓它們出現在句首或全形標點之後，後面接半形空格，避免「與 大型組態」之類的多餘空格。
## 中文沒有複數；`[1]` 只用於「單一執行緒」這類措辭。

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
obs-still-improving = { $op }到 { $threads } 個執行緒（{ $tested ->
    [partial] 此作業有資料的最大執行緒數
   *[all] 本次測試的最大值
}）時仍在{ $direction ->
    [lower] 改善
   *[higher] 攀升
}，達到 { $value } { $unit }，{ $since ->
    [steady] 自 { $best } 個執行緒起每一步都{ $direction ->
        [lower] 下降
       *[higher] 上升
    }，累計 { $gain }%
   *[best] 比先前的最佳值（{ $best } 個執行緒）{ $direction ->
        [lower] 低
       *[higher] 高
    } { $gain }%
}，超出{ $noise ->
    [iterations] { " " }{ $best } 與 { $threads } 個執行緒兩點各次迭代離散幅度的合計（{ $band }%）
   *[band] { " " }±{ $band }% 的範圍
}{ $points ->
    [few] ；資料點不足四個，測試範圍太短，無法看出會在何處趨於平穩。
   *[more] ，因此其{ $direction ->
        [lower] 下限
       *[higher] 上限
    }仍在本次測試範圍之外。
}
obs-top-flat = { $op }在 { $threads } 個執行緒（{ $tested ->
    [partial] 此作業有資料的最大執行緒數
   *[all] 本次測試的最大值
}）時達到最佳值 { $value } { $unit }，比先前的最佳值（{ $best } 個執行緒）{ $direction ->
    [lower] 低
   *[higher] 高
} { $gain }%，但仍在{ $noise ->
    [iterations] { " " }{ $best } 與 { $threads } 個執行緒兩點各次迭代離散幅度的合計（{ $band }%）
   *[band] { " " }±{ $band }% 的範圍
}以內，因此視為持平，而非仍在{ $direction ->
    [lower] 改善
   *[higher] 攀升
}。
obs-single = { $op }僅{ $threads ->
    [1] 在單一執行緒
   *[other] 在 { $threads } 個執行緒
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
        [noise] 隨後自 { $from } 個執行緒起出現約 { $level } { $unit } 的平穩區，各點之間的差異不超過其各次迭代之間的離散幅度。
        [very-stable] 隨後自 { $from } 個執行緒起出現約 { $level } { $unit } 的平穩區，變動幅度僅 { $spread }%。
        [stable] 隨後自 { $from } 個執行緒起出現約 { $level } { $unit } 的平穩區，最低點與最高點相差 { $spread }%。
       *[variable] 自 { $from } 個執行緒起，數值大致落在 { $level } { $unit } 上下，但區間內的起伏達 { $spread }%。
    }
   *[a] { $stability ->
        [noise] 從 { $from } 個執行緒起維持在約 { $level } { $unit } 的平穩區，各點之間的差異都在各次迭代的離散幅度之內。
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
    [lower] { $shape ->
        [single] 超過 { $from } 個執行緒後變差，在 { $to } 個執行緒時數值上升 { $drop }%（{ $value } { $unit }）。
        [last] 超過 { $from } 個執行緒後變差，升幅主要集中在最後一步；到 { $to } 個執行緒時數值共上升 { $drop }%（{ $value } { $unit }）。
        [step] 超過 { $from } 個執行緒後變差，升幅主要集中在增加到 { $at } 個執行緒的那一步；到 { $to } 個執行緒時數值共上升 { $drop }%（{ $value } { $unit }）。
       *[gradual] 超過 { $from } 個執行緒後逐漸變差，到 { $to } 個執行緒時數值已上升 { $drop }%（{ $value } { $unit }）。
    }
   *[higher] { $shape ->
        [single] 超過 { $from } 個執行緒後下滑，在 { $to } 個執行緒時下降 { $drop }%（{ $value } { $unit }）。
        [last] 超過 { $from } 個執行緒後下滑，跌幅主要集中在最後一步；到 { $to } 個執行緒時共下降 { $drop }%（{ $value } { $unit }）。
        [step] 超過 { $from } 個執行緒後下滑，跌幅主要集中在增加到 { $at } 個執行緒的那一步；到 { $to } 個執行緒時共下降 { $drop }%（{ $value } { $unit }）。
       *[gradual] 超過 { $from } 個執行緒後逐漸回落，到 { $to } 個執行緒時已下降 { $drop }%（{ $value } { $unit }）。
    }
}
obs-end-within-spread = 到 { $to } 個執行緒時，最後一點的數值比最佳值（{ $from ->
    [1] 單一執行緒
   *[other] { $from } 個執行緒
}）{ $direction ->
    [lower] 高
   *[higher] 低
} { $drop }%，但差距仍在這兩點各次執行之間的離散幅度以內（兩點各次迭代離散幅度的合計為 { $band }%），因此視為以持平作結，而非衰退。
obs-limit = { $ops }的峰值{ $count ->
    [1] 為
   *[other] 分別為
} { $limit }（{ $limit_value } { $unit }）的 { $list }。
obs-ops-spread = { $high }在所有作業中速率最高，其峰值是最慢作業（{ $low }）峰值的 { $factor } 倍。
cmp-heading = { $current } 與 { $baseline } 的比較
cmp-intro = 本節針對「{ $benchmark }」比較兩種組態。比較對象：{ $current }；比較基準：{ $baseline }。所有變化皆相對於比較基準計算{ $direction ->
    [lower] 。此指標數值越低越好，因此負值表示比較對象表現較佳。
   *[higher] ，正值表示比較對象較快。
}
cmp-largest-gain = { $op }{ $threads ->
    [1] 在單一執行緒時
   *[other] 在 { $threads } 個執行緒時
}{ $direction ->
    [lower] 改善最多，「{ $current }」的數值低了 { $change }%。
   *[higher] 提升最多，「{ $current }」領先 { $change }%。
}
cmp-largest-loss = { $op }{ $threads ->
    [1] 在單一執行緒時
   *[other] 在 { $threads } 個執行緒時
}{ $direction ->
    [lower] 退步最多，「{ $current }」的數值高了 { $change }%。
   *[higher] 退步最多，「{ $current }」慢了 { $change }%。
}
cmp-smallest-gain = { $threads ->
    [1] 單一執行緒
   *[other] { $threads } 個執行緒
}時的{ $direction ->
    [lower] 改善
   *[higher] 提升
}幅度最小，為 { $change }%。
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
cmp-threads-across = { $current } 對 { $baseline }
cmp-across-scales = 「{ $current }」{ $current_threads ->
    [1] 全部以單一執行緒量測
   *[other] 全部以 { $current_threads } 個執行緒量測
}，「{ $baseline }」則{ $baseline_threads ->
    [1] 全部以單一執行緒量測
   *[other] 全部以 { $baseline_threads } 個執行緒量測
}：兩者各只有一種執行緒數，因此直接以 { $current_threads } 對 { $baseline_threads } 比較，以下每項變化也都包含執行緒數不同的影響。
cmp-across-op = { $op }：「{ $current }」比「{ $baseline }」{ $sign ->
    [up] { $direction ->
        [lower] 高
       *[higher] 快
    }
   *[down] { $direction ->
        [lower] 低
       *[higher] 慢
    }
} { $change }%。
cmp-order-unknown = 結果中沒有任何資訊可判斷「{ $current }」是在「{ $baseline }」之前還是之後執行：此處以分數較低者為比較基準，因此這項變化不代表隨時間的演變。
scale-intro = 本表將峰值與持續效能推估至更多單元（單元：{ $unit_name }）。{ $measured ->
    [1] 量測結果來自單一單元；
   *[other] 量測結果來自 { $measured } 個單元；
}其餘各欄皆假設效能隨單元數量線性成長，屬於推估而非實測。
scale-network = 此推估未考慮網路：一旦用戶端的連線或用戶端與伺服器之間的網路達到飽和，增加單元也不會再提升效能；因此在較大的規模下，上限取決於網路，而不是單元數量。
obs-top-owner-bytes = 占用容量最多的使用者是 { $user }，占總容量的 { $pct }%。
obs-top-owner-files = 擁有最多檔案的使用者是 { $user }，占全部檔案的 { $pct }%。
obs-top-owners = 前 { $n } 名使用者合計占總容量的 { $pct }%。
obs-top-type = 占用空間最多的是「{ $type }」類型的檔案，占總容量的 { $pct }%。
obs-top-fileset = 最大的檔案集是「{ $fileset }」，占總容量的 { $pct }%。
obs-small-files = 小於 { $limit } 的檔案占全部檔案的 { $files_pct }%，卻只占總容量的 { $bytes_pct }%：它們造成的是中繼資料的負擔，而不是空間的負擔。
obs-recent = 自 { $month }以來修改過的檔案占總容量的 { $pct }%。
