command: fio --name=seqread --rw=read --bs=1M --ioengine=psync --direct=0 --numjobs=2 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T11:56:59Z
finished_utc: 2026-12-05T11:57:06Z
elapsed_s: 6.5
load_before:  11:56:59 up 50 min,  0 user,  load average: 5.52, 4.77, 4.32
busiest_before: rustc(39.7%) rustc(39.3%) rustc(35.5%) rustc(35.2%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_nj2.json
