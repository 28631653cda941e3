## pixreport — Tiếng Việt.
## Số được ICU4X định dạng (16,7; 2.097.152). `$unit` là ký hiệu đơn vị
## (GB/s, IOPS, op/s); phần trăm viết liền: `82,9%`.
## `$op` là chủ ngữ do op-subject-* tạo ra («Hiệu năng ghi»), đứng đầu câu:
## «Hiệu năng ghi đạt đỉnh 16,7 GB/s ở 16 luồng…».
## Tiếng Việt không có số nhiều ngữ pháp; `[1]` chỉ dùng khi giá trị 1 cần
## cách diễn đạt riêng («một luồng duy nhất»).

obs-peak-sustained = { $variant ->
    [b] { $op } lên tới mức cao nhất { $peak } { $unit } { $threads ->
        [1] với một luồng duy nhất
       *[other] ở { $threads } luồng
    }
   *[a] { $op } đạt đỉnh { $peak } { $unit } { $threads ->
        [1] với một luồng duy nhất
       *[other] ở { $threads } luồng
    }
}{ $method ->
    [median] ; từ đó đến { $max } luồng, trung vị là { $sustained } { $unit }.
    [floor-dips] { $direction ->
        [lower] , và từ đó đến { $max } luồng, ngoài các điểm tăng vọt đơn lẻ, không vượt quá { $sustained } { $unit }.
       *[higher] , và từ đó đến { $max } luồng, ngoài các điểm sụt đơn lẻ, không giảm xuống dưới { $sustained } { $unit }.
    }
   *[floor] { $direction ->
        [lower] , và từ đó đến { $max } luồng không vượt quá { $sustained } { $unit }.
       *[higher] , và từ đó đến { $max } luồng không giảm xuống dưới { $sustained } { $unit }.
    }
}
obs-still-improving = { $op } vẫn đang { $direction ->
    [lower] cải thiện
   *[higher] tăng
} ở { $threads } luồng ({ $tested ->
    [partial] số luồng lớn nhất có số liệu cho thao tác này
   *[all] số luồng lớn nhất đã thử
}), đạt { $value } { $unit }, { $since ->
    [steady] sau khi { $direction ->
        [lower] giảm
       *[higher] tăng
    } ở mọi bước kể từ { $best } luồng, tổng cộng { $gain }%
   *[best] { $direction ->
        [lower] thấp hơn
       *[higher] cao hơn
    } { $gain }% so với giá trị tốt nhất trước đó (ở { $best } luồng)
}, vượt quá { $noise ->
    [iterations] tổng độ phân tán giữa các lần lặp của hai điểm này ({ $band }%)
   *[band] biên độ ±{ $band }%
}{ $points ->
    [few] ; chỉ có chưa đến bốn điểm nên phạm vi đã thử quá ngắn để thấy giá trị sẽ ổn định ở mức nào.
   *[more] , nên mức { $direction ->
        [lower] sàn
       *[higher] trần
    } còn nằm ngoài phạm vi bài đo này.
}
obs-top-flat = { $op } đạt giá trị tốt nhất { $value } { $unit } ở { $threads } luồng ({ $tested ->
    [partial] số luồng lớn nhất có số liệu cho thao tác này
   *[all] số luồng lớn nhất đã thử
}), { $direction ->
    [lower] thấp hơn
   *[higher] cao hơn
} { $gain }% so với giá trị tốt nhất trước đó (ở { $best } luồng), nhưng vẫn nằm trong { $noise ->
    [iterations] tổng độ phân tán giữa các lần lặp của hai điểm này ({ $band }%)
   *[band] biên độ ±{ $band }%
}, nên được xem là đi ngang, chứ không phải vẫn đang { $direction ->
    [lower] cải thiện
   *[higher] tăng
}.
obs-single = { $op } chỉ được đo { $threads ->
    [1] với một luồng duy nhất
   *[other] ở { $threads } luồng
}, đạt { $value } { $unit }; một điểm duy nhất không cho thấy xu hướng nào.
obs-linear = { $variant ->
    [b] Cho đến { $to } luồng, mỗi lần tăng gấp đôi số luồng thì hiệu năng cũng gần như tăng gấp đôi, lên gấp { $factor } lần mức { $from ->
        [1] của một luồng
       *[other] ở { $from } luồng
    }.
   *[a] { $from ->
        [1] Từ một luồng đến { $to } luồng
       *[other] Từ { $from } đến { $to } luồng
    }, hiệu năng tăng gần như tuyến tính, tới gấp { $factor } lần.
}
obs-superlinear = { $from ->
    [1] Từ một luồng đến { $to } luồng
   *[other] Từ { $from } đến { $to } luồng
}, hiệu năng tăng nhanh hơn số luồng: gấp { $factor } lần trong khi số luồng chỉ gấp { $ratio } lần.
obs-plateau = { $variant ->
    [b] { $stability ->
        [noise] Sau đó là một vùng ổn định gần như phẳng { $from ->
            [1] ngay từ một luồng
           *[other] bắt đầu từ { $from } luồng
        }, quanh mức { $level } { $unit }; chênh lệch giữa các điểm không vượt quá độ phân tán giữa các lần chạy lặp của chúng.
        [very-stable] Sau đó là một vùng ổn định gần như phẳng { $from ->
            [1] ngay từ một luồng
           *[other] bắt đầu từ { $from } luồng
        }, quanh mức { $level } { $unit }, chỉ dao động { $spread }%.
        [stable] Sau đó là một vùng ổn định { $from ->
            [1] ngay từ một luồng
           *[other] bắt đầu từ { $from } luồng
        }, quanh mức { $level } { $unit }, chênh lệch giữa điểm thấp nhất và cao nhất là { $spread }%.
       *[variable] { $from ->
            [1] Ngay từ một luồng
           *[other] Kể từ { $from } luồng
        }, các giá trị nằm trong một dải quanh mức { $level } { $unit }, dù vẫn dao động tới { $spread }% trong dải đó.
    }
   *[a] { $stability ->
        [noise] { $from ->
            [1] Ngay từ một luồng
           *[other] Từ { $from } luồng trở đi
        }, hiệu năng đi ngang quanh mức { $level } { $unit }; chênh lệch giữa các điểm không vượt quá độ phân tán giữa các lần chạy lặp của chúng.
        [very-stable] { $from ->
            [1] Ngay từ một luồng
           *[other] Từ { $from } luồng trở đi
        }, hiệu năng đi ngang quanh mức { $level } { $unit }, chỉ dao động { $spread }%.
        [stable] { $from ->
            [1] Ngay từ một luồng
           *[other] Từ { $from } luồng trở đi
        }, hiệu năng giữ ổn định quanh mức { $level } { $unit }, chênh lệch giữa điểm thấp nhất và cao nhất là { $spread }%.
       *[variable] { $from ->
            [1] Ngay từ một luồng
           *[other] Từ { $from } luồng trở đi
        }, hiệu năng nằm trong một dải quanh mức { $level } { $unit }, dù vẫn dao động tới { $spread }% trong dải đó.
    }
}
obs-dip = Tại { $threads } luồng có { $direction ->
    [lower] một lần tăng tạm thời lên { $value } { $unit }, cao hơn { $depth }%
   *[higher] một lần sụt tạm thời xuống { $value } { $unit }, thấp hơn { $depth }%
} so với hai điểm lân cận{ $counted ->
    [left-out] ; vì điểm kế tiếp đã phục hồi, giá trị duy trì không tính điểm này.
    [counted] ; giá trị duy trì tính mọi điểm sau đỉnh, kể cả điểm này.
    [median] ; trung vị sau đỉnh tính điểm này như mọi điểm khác.
   *[none] .
}
obs-drop-top = { $direction ->
    [lower] { $shape ->
        [single] Sau { $from } luồng, hiệu năng kém đi: giá trị tăng thêm { $drop }% ở { $to } luồng ({ $value } { $unit }).
        [last] Sau { $from } luồng, hiệu năng kém đi, chủ yếu ở bước cuối: giá trị tăng tổng cộng { $drop }% khi đến { $to } luồng ({ $value } { $unit }).
        [step] Sau { $from } luồng, hiệu năng kém đi, chủ yếu ở bước lên { $at } luồng: giá trị tăng tổng cộng { $drop }% khi đến { $to } luồng ({ $value } { $unit }).
       *[gradual] Sau { $from } luồng, hiệu năng kém dần: giá trị tăng thêm { $drop }% khi đến { $to } luồng ({ $value } { $unit }).
    }
   *[higher] { $shape ->
        [single] Sau { $from } luồng, hiệu năng giảm: mất { $drop }% ở { $to } luồng ({ $value } { $unit }).
        [last] Sau { $from } luồng, hiệu năng giảm, chủ yếu ở bước cuối: tổng cộng mất { $drop }% khi đến { $to } luồng ({ $value } { $unit }).
        [step] Sau { $from } luồng, hiệu năng giảm, chủ yếu ở bước lên { $at } luồng: tổng cộng mất { $drop }% khi đến { $to } luồng ({ $value } { $unit }).
       *[gradual] Sau { $from } luồng, hiệu năng giảm dần: mất { $drop }% khi đến { $to } luồng ({ $value } { $unit }).
    }
}
obs-end-within-spread = Ở { $to } luồng, giá trị cuối { $direction ->
    [lower] cao hơn
   *[higher] thấp hơn
} { $drop }% so với giá trị tốt nhất (ở { $from ->
    [1] một luồng
   *[other] { $from } luồng
}), nhưng mức chênh này vẫn nằm trong độ phân tán giữa các lần chạy của hai điểm: tổng độ phân tán giữa các lần lặp của chúng là { $band }%, nên chuỗi được xem là kết thúc đi ngang, không phải suy giảm.
obs-limit = Giá trị đỉnh của { $ops } { $count ->
    [1] bằng
   *[other] lần lượt bằng
} { $list } { $limit } ({ $limit_value } { $unit }).
obs-ops-spread = { $high } đạt mức cao nhất trong số các thao tác, với giá trị đỉnh gấp { $factor } lần đỉnh của thao tác chậm nhất ({ $low }).
cmp-heading = So sánh { $current } với { $baseline }
cmp-intro = Phần này so sánh { $current } với { $baseline } trong bài đo “{ $benchmark }”. Mức thay đổi được tính so với { $baseline }: { $direction ->
    [lower] chỉ số này càng thấp càng tốt, nên giá trị âm nghĩa là { $current } tốt hơn.
   *[higher] giá trị dương nghĩa là { $current } nhanh hơn.
}
cmp-largest-gain = { $op } cải thiện nhiều nhất { $threads ->
    [1] với một luồng duy nhất
   *[other] ở { $threads } luồng
}, khi đó { $current } { $direction ->
    [lower] cho giá trị thấp hơn
   *[higher] nhanh hơn
} { $change }%.
cmp-largest-loss = { $op } kém đi nhiều nhất { $threads ->
    [1] với một luồng duy nhất
   *[other] ở { $threads } luồng
}, khi đó { $current } { $direction ->
    [lower] cho giá trị cao hơn
   *[higher] chậm hơn
} { $change }%.
# "cải thiện" fits both directions; the select keeps English's variables.
cmp-smallest-gain = { $direction ->
    [lower] Mức cải thiện nhỏ nhất
   *[higher] Mức cải thiện nhỏ nhất
} là { $change }%, { $threads ->
    [1] với một luồng duy nhất
   *[other] ở { $threads } luồng
}.
cmp-mean = Tính trung bình trên { $count } mức số luồng, mức thay đổi so với { $baseline } là { $change }%.
cmp-reversal = { $count ->
    [1] Mức thay đổi đảo chiều tại { $list } luồng.
   *[other] Mức thay đổi đảo chiều tại { $list } luồng.
}
cmp-only = Chỉ đo với { $side }: { $list } luồng; { $count ->
    [1] điểm này không có điểm tương ứng ở cấu hình còn lại nên không được so sánh.
   *[other] cấu hình còn lại không có điểm tương ứng nên không được so sánh.
}
cmp-zero-baseline = Tại { $list } luồng, { $baseline } đo được 0 nên không thể tính mức thay đổi tương đối{ $count ->
    [1] .
   *[other] .
}
cmp-only-ops = Thao tác chỉ được đo với { $side }: { $list }.
cmp-threads-across = { $current } so với { $baseline }
cmp-across-scales = Mọi phép đo của { $current } đều { $current_threads ->
    [1] với một luồng duy nhất
   *[other] ở { $current_threads } luồng
}, còn mọi phép đo của { $baseline } đều { $baseline_threads ->
    [1] với một luồng duy nhất
   *[other] ở { $baseline_threads } luồng
}: vì mỗi bên chỉ có một mức số luồng, hai bên được so sánh trực tiếp, { $current_threads } so với { $baseline_threads } luồng, nên mọi mức thay đổi dưới đây đều bao gồm cả ảnh hưởng của việc thay đổi số luồng.
cmp-across-op = { $op }: { $current } { $sign ->
    [up] { $direction ->
        [lower] cao hơn
       *[higher] nhanh hơn
    }
   *[down] { $direction ->
        [lower] thấp hơn
       *[higher] chậm hơn
    }
} { $change }% so với { $baseline }.
cmp-order-unknown = Kết quả không cho biết { $current } chạy trước hay sau { $baseline }: bên có điểm số thấp hơn được lấy làm tham chiếu, nên mức thay đổi không thể hiện diễn biến theo thời gian.
scale-intro = Bảng dưới đây ngoại suy các giá trị đỉnh và duy trì cho nhiều đơn vị hơn (đơn vị: { $unit_name }). Số đo được lấy từ { $measured ->
    [1] một đơn vị
   *[other] { $measured } đơn vị
}; mọi cột khác đều giả định hiệu năng tăng tuyến tính theo số đơn vị, tức là ước tính chứ không phải số đo.
scale-network = Phép ngoại suy này không tính đến mạng: khi đường truyền của máy khách hoặc mạng giữa máy khách và máy chủ đã bão hòa, thêm đơn vị cũng không tăng thêm hiệu năng, nên ở quy mô lớn giới hạn là do mạng chứ không phải do số đơn vị.
obs-top-owner-bytes = Người dùng chiếm nhiều dung lượng nhất là { $user }, với { $pct }% tổng dung lượng.
obs-top-owner-files = Người dùng sở hữu nhiều tệp nhất là { $user }, với { $pct }% tổng số tệp.
obs-top-owners = { $n } người dùng đứng đầu chiếm tổng cộng { $pct }% dung lượng.
obs-top-type = Tệp loại “{ $type }” chiếm nhiều không gian lưu trữ nhất: { $pct }% tổng dung lượng.
obs-top-fileset = Fileset lớn nhất là “{ $fileset }”, chiếm { $pct }% tổng dung lượng.
obs-small-files = Các tệp nhỏ hơn { $limit } chiếm { $files_pct }% tổng số tệp nhưng chỉ chiếm { $bytes_pct }% dung lượng: chúng gây áp lực lên siêu dữ liệu chứ không phải lên không gian lưu trữ.
obs-recent = Các tệp được sửa đổi kể từ { $month } chiếm { $pct }% tổng dung lượng.
